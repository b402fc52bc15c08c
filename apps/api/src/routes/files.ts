import type { FastifyPluginAsync } from 'fastify';
import { sendStoredFile } from '../http/storedFile.ts';
import type { RouteOptions } from '../plugins/services.ts';
import { getFileBySha } from '../services/files/storage.ts';

const PUBLIC_TYPES = /^(image|video)\//;

export const fileRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db: { prisma } }) => {
  // Only media is public here; documents and resumes are served through the admin routes.
  app.get<{ Params: { name: string } }>('/api/files/:name', async (request, reply) => {
    const sha256 = request.params.name.replace(/\.[a-z0-9]+$/i, '').toLowerCase();
    const file = await getFileBySha(prisma, sha256);
    if (!file || !PUBLIC_TYPES.test(file.mime)) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: 'File not found' });
    }
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return sendStoredFile(reply, file, request.headers.range, null);
  });
};
