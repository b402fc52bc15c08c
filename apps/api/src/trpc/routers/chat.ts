import { ChatRequest } from '@agency/schema';
import { sendChatMessage } from '../../services/chat/index.ts';
import { publicProcedure, router } from '../trpc.ts';

export const chatRouter = router({
  send: publicProcedure
    .input(ChatRequest)
    .mutation(({ ctx, input }) => sendChatMessage(ctx.services.chat, input, ctx.userIp)),
});
