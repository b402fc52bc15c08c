import { health } from '../services/health.ts';
import { adminRouter } from './routers/admin.ts';
import { chatRouter } from './routers/chat.ts';
import {
  cardsRouter,
  careersRouter,
  caseStudiesRouter,
  physicsRouter,
  servicesRouter,
} from './routers/content.ts';
import { createCallerFactory, publicProcedure, router } from './trpc.ts';

export const appRouter = router({
  health: publicProcedure.query(({ ctx }) => health(ctx.databaseKind)),
  caseStudies: caseStudiesRouter,
  services: servicesRouter,
  physics: physicsRouter,
  chat: chatRouter,
  cards: cardsRouter,
  careers: careersRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
