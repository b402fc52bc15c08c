/** The one error type of the domain: a code that maps to a status, and a message safe to show. */
export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'REQUEST_TIMEOUT'
  | 'UNPROCESSABLE'
  | 'UNAVAILABLE';

export const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  REQUEST_TIMEOUT: 408,
  UNPROCESSABLE: 422,
  UNAVAILABLE: 503,
};

export class DomainError extends Error {
  /** When the caller may try again (429, 503): sent as Retry-After. */
  readonly retryAfterSeconds?: number;
  /** The fields the error is about, each with its messages, as a refused input's `fieldErrors`. */
  readonly fieldErrors?: Record<string, string[]>;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fieldErrors = options.fieldErrors;
  }
}

/** A refusal of one field's value, shown beside that field. */
export const fieldError = (field: string, message: string) =>
  new DomainError('BAD_REQUEST', message, { fieldErrors: { [field]: [message] } });

/**
 * An input a service checks itself refused: its first problem as the message, and every problem
 * by field, as the edge's schema errors carry them.
 */
export const invalidInput = (
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fallback: string,
) =>
  new DomainError('BAD_REQUEST', error.issues[0]?.message ?? fallback, {
    fieldErrors: fieldErrorsOf(error.issues),
  });

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);

/** Postgres errors that mean the text sent cannot be stored (U+0000, bytes that are not UTF-8). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * A database refusal of the request's own text as a 400: Postgres text cannot hold U+0000, and
 * no schema can list every field that reaches a query. Anything else is not a domain error.
 */
export function unstorableTextError(error: unknown): DomainError | null {
  const thrown = error as {
    /** From Prisma. */
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
    /** From the driver itself (`Database.query`). */
    code?: unknown;
  } | null;
  const code = thrown?.meta?.driverAdapterError?.cause?.originalCode ?? thrown?.code;
  return typeof code === 'string' && UNSTORABLE_TEXT.has(code)
    ? new DomainError('BAD_REQUEST', 'Text must not contain NUL (\\u0000) characters')
    : null;
}

/**
 * A refused input's problems by field, as forms show them beside each field: the dotted path of
 * each issue ("updates.title", "gallery.2") to its messages. An issue of the whole input is "".
 */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}
