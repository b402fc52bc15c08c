import { ChatRequest } from '@agency/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendChatMessage } from '../services/chat/index.ts';
import type { Services } from '../trpc/context.ts';

export const chatRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/conversations/message',
    { schema: { body: ChatRequest }, bodyLimit: 64 * 1024 },
    async (request) => sendChatMessage(services.chat, request.body, request.ip),
  );
};
