import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import {
  DomainError,
  fieldErrorsOf,
  unstorableTextError,
  type DomainErrorCode,
} from '../errors.ts';
import type { Context } from './context.ts';

const TRPC_CODE: Record<DomainErrorCode, TRPCError['code']> = {
  BAD_REQUEST: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  // tRPC has no 410: a closed role's precondition (being open) failed.
  GONE: 'PRECONDITION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  REQUEST_TIMEOUT: 'TIMEOUT',
  UNPROCESSABLE: 'UNPROCESSABLE_CONTENT',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? 'Internal Server Error' : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        // A refused input's problems by field, so a form shows each beside its field: the input
        // schema's, or those of a check the service makes itself.
        fieldErrors:
          error.cause instanceof ZodError
            ? fieldErrorsOf(error.cause.issues)
            : error.cause instanceof DomainError
              ? error.cause.fieldErrors
              : undefined,
      },
    };
  },
});

/** Domain errors become their tRPC twins at the edge; domain code never throws TRPCError. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (
    !result.ok &&
    (result.error.cause instanceof DomainError || unstorableTextError(result.error.cause))
  ) {
    const cause = unstorableTextError(result.error.cause) ?? (result.error.cause as DomainError);
    throw new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
  }
  if (!result.ok && result.error.cause instanceof ZodError) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: result.error.cause.issues[0]?.message ?? 'Invalid input',
      cause: result.error.cause,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);

/** Admin only (product.md §6): an owner's or staff member's bearer token; wrong guesses are rate-limited per IP. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const actor = await ctx.services.adminGuard.verify(ctx.authorization ?? undefined, ctx.userIp);
  return next({ ctx: { actor } });
});
