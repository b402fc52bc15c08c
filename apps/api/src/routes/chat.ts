import { ChatRequest, type RestAnswer } from '@agency/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../plugins/services.ts';
import { sendChatMessage } from '../services/chat/index.ts';

export const chatRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app) => {
  const { chat } = app.services;
  app.post(
    '/api/conversations/message',
    { schema: { body: ChatRequest }, bodyLimit: 64 * 1024 },
    async (request): Promise<RestAnswer<'POST /api/conversations/message'>> =>
      sendChatMessage(chat, request.body, request.ip),
  );
};
