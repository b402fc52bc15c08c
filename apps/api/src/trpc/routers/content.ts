import { PersonaParams, RoleFilters, RoleSlugParams, ServiceSlugParams } from '@agency/schema';
import { listOpenRoles, rolePage } from '../../services/careers/roles.ts';
import { listCards, sampleContentByCategory } from '../../services/cards.ts';
import { getPhysicsConfig } from '../../services/physics.ts';
import { getService } from '../../services/servicePages.ts';
import { publicProcedure, router } from '../trpc.ts';

export const caseStudiesRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.content.caseStudyMap()),
  bundle: publicProcedure.query(({ ctx }) => ctx.services.content.caseStudyMap()),
});

export const servicesRouter = router({
  bySlug: publicProcedure
    .input(ServiceSlugParams)
    .query(({ ctx, input }) => getService(ctx.prisma, input.slug)),
});

export const physicsRouter = router({
  byPersona: publicProcedure
    .input(PersonaParams)
    .query(({ ctx, input }) => getPhysicsConfig(ctx.prisma, input.persona)),
});

export const cardsRouter = router({
  list: publicProcedure.query(({ ctx }) => listCards(ctx.prisma)),
  samples: publicProcedure.query(({ ctx }) => sampleContentByCategory(ctx.prisma)),
});

export const careersRouter = router({
  list: publicProcedure
    .input(RoleFilters.optional())
    .query(({ ctx, input }) => listOpenRoles(ctx.prisma, input)),
  bySlug: publicProcedure
    .input(RoleSlugParams)
    .query(({ ctx, input }) => rolePage(ctx.prisma, input.slug)),
});
