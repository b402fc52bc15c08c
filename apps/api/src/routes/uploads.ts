import {
  MAX_UPLOAD_BYTES,
  RoleSlugParams,
  TEXTS,
  type RestAnswer,
  type RestRefusal,
} from '@agency/schema';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DomainError, STATUS_BY_CODE, unstorableTextError } from '../errors.ts';
import { readMultipart, type MultipartOptions } from '../http/multipart.ts';
import type { RouteOptions } from '../plugins/services.ts';
import { applyToRole } from '../services/careers/apply.ts';
import { storeDocument } from '../services/files/documents.ts';
import { storeCaseStudyImage } from '../services/files/images.ts';
import { storeResume } from '../services/files/resumes.ts';

/** The PDF endpoint answers `{ success, message }` even when it refuses, as its callers read. */
function refuse(reply: FastifyReply, thrown: unknown) {
  const error = thrown instanceof DomainError ? thrown : unstorableTextError(thrown);
  if (!error) throw thrown;
  if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.status(STATUS_BY_CODE[error.code]).send({
    success: false,
    error: error.code,
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
  } satisfies RestRefusal<'POST /api/upload-pdf'>);
}

export const uploadRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, config }) => {
  const { prisma } = db;
  const { uploadsPerMinute, uploads: limits } = config;
  const { adminGuard, uploadGate: gate, pdf, admitLead, outbox, calendar } = app.services;
  const limited = { config: { rateLimit: { max: uploadsPerMinute, timeWindow: '1 minute' } } };
  const upload = (fileField: string, tooLarge: string): MultipartOptions => ({
    fileField,
    maxBytes: MAX_UPLOAD_BYTES,
    tooLarge,
  });

  app.post('/api/upload-pdf', limited, async (request, reply) => {
    try {
      return await readMultipart<RestAnswer<'POST /api/upload-pdf'>>(
        request,
        reply,
        gate,
        limits,
        upload('pdf', TEXTS.pdfTooLarge),
        ({ file, fields, signal }) =>
          storeDocument(prisma, outbox, calendar, pdf, file, fields, signal, (email) =>
            admitLead(prisma, request.ip, email),
          ),
      );
    } catch (error) {
      return refuse(reply, error);
    }
  });

  app.post('/api/upload-resume', limited, async (request, reply) =>
    readMultipart<RestAnswer<'POST /api/upload-resume'>>(
      request,
      reply,
      gate,
      limits,
      upload('resume', 'Resumes must be at most 20MB.'),
      ({ file, fields, signal }) =>
        storeResume(prisma, outbox, calendar, pdf, file, fields, signal, (email) =>
          admitLead(prisma, request.ip, email),
        ),
    ),
  );

  // An application: the resume through the same limits, slots and parser as /api/upload-resume.
  app.post('/api/careers/:slug/apply', limited, async (request, reply) => {
    const params = RoleSlugParams.safeParse(request.params);
    if (!params.success) throw new DomainError('NOT_FOUND', 'Role not found');
    const result = await readMultipart<RestAnswer<'POST /api/careers/:slug/apply'>>(
      request,
      reply,
      gate,
      limits,
      upload('resume', 'Resumes must be at most 20MB.'),
      ({ file, fields, signal }) =>
        applyToRole(
          prisma,
          outbox,
          calendar,
          pdf,
          params.data.slug,
          file,
          fields,
          signal,
          (email) => admitLead(prisma, request.ip, email),
        ),
    );
    return reply.status(201).send(result);
  });

  app.post(
    '/api/upload-case-study-image',
    {
      ...limited,
      onRequest: async (request) =>
        void (await adminGuard.verify(request.headers.authorization, request.ip)),
    },
    async (request, reply) =>
      readMultipart<RestAnswer<'POST /api/upload-case-study-image'>>(
        request,
        reply,
        gate,
        limits,
        upload('file', 'Images must be at most 20MB.'),
        ({ file, fields }) => storeCaseStudyImage(prisma, file, fields),
      ),
  );
};
