import type { PrismaClient } from '@agency/db';
import { MAX_UPLOAD_BYTES, TEXTS } from '@agency/schema';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DomainError, STATUS_BY_CODE } from '../errors.ts';
import type { AdminToken } from '../services/adminAuth.ts';
import { adminGuardFor } from '../services/admin/guard.ts';
import { storeDocument } from '../services/files/documents.ts';
import { storeCaseStudyImage } from '../services/files/images.ts';
import { readMultipart } from '../services/files/multipart.ts';
import { storeResume } from '../services/files/resumes.ts';

export interface UploadRouteOptions {
  prisma: PrismaClient;
  adminTokens: AdminToken[];
  uploadsPerMinute: number;
}

/** The PDF endpoint answers `{ success, message }` even when it refuses, as its callers read. */
function refuse(reply: FastifyReply, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  return reply
    .status(STATUS_BY_CODE[error.code])
    .send({ success: false, error: error.code, message: error.message });
}

export const uploadRoutes: FastifyPluginAsync<UploadRouteOptions> = async (
  app,
  { prisma, adminTokens, uploadsPerMinute },
) => {
  const limited = { config: { rateLimit: { max: uploadsPerMinute, timeWindow: '1 minute' } } };

  app.post('/api/upload-pdf', limited, async (request, reply) => {
    try {
      return await readMultipart(
        request,
        'pdf',
        MAX_UPLOAD_BYTES,
        TEXTS.pdfTooLarge,
        ({ file, fields }) => storeDocument(prisma, file, fields),
      );
    } catch (error) {
      return refuse(reply, error);
    }
  });

  app.post('/api/upload-resume', limited, async (request) =>
    readMultipart(
      request,
      'resume',
      MAX_UPLOAD_BYTES,
      'Resumes must be at most 20MB.',
      ({ file, fields }) => storeResume(prisma, file, fields),
    ),
  );

  app.post(
    '/api/upload-case-study-image',
    {
      ...limited,
      onRequest: async (request) =>
        void (await adminGuardFor(adminTokens).verify(request.headers.authorization, request.ip)),
    },
    async (request) => {
      return readMultipart(
        request,
        'file',
        MAX_UPLOAD_BYTES,
        'Images must be at most 20MB.',
        ({ file, fields }) => storeCaseStudyImage(prisma, file, fields),
      );
    },
  );
};
