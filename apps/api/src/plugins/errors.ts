import type { ApiErrorBody } from '@agency/schema';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DomainError, fieldErrorsOf, STATUS_BY_CODE, unstorableTextError } from '../errors.ts';

/**
 * Every error leaves as `{ error, message }`, a refused input's also with `fieldErrors` (its
 * problems by field, as tRPC's errors carry them); 5xx hide their internals and are logged.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = (unstorableTextError(thrown) as FastifyError | null) ?? thrown;
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(STATUS_BY_CODE[error.code]).send({
        error: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      } satisfies ApiErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // The body itself (not one of its fields) has the path "/": no field name to put first.
      const field = first?.instancePath?.replace(/^\//, '') ?? '';
      const where = field ? `${field}: ` : '';
      return reply.status(400).send({
        error: 'BAD_REQUEST',
        message: `${where}${first?.message ?? 'Invalid request'}`,
        fieldErrors: fieldErrorsOf(
          error.validation.map((issue) => ({
            path: (issue.instancePath ?? '').split('/').filter(Boolean),
            message: issue.message ?? 'Invalid value',
          })),
        ),
      } satisfies ApiErrorBody);
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({
        error: 'BAD_REQUEST',
        message: error.issues[0]?.message ?? 'Invalid request',
        fieldErrors: fieldErrorsOf(error.issues),
      } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: 'INTERNAL', message: 'Internal Server Error' } satisfies ApiErrorBody);
    }
    return reply
      .status(status)
      .send({ error: error.code ?? 'BAD_REQUEST', message: error.message } satisfies ApiErrorBody);
  });
});
