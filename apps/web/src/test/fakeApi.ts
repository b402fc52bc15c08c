// The web tests' one stand-in for the API: a `fetch` that answers tRPC's HTTP format (batched or
// not, GET queries and POST mutations) from handlers typed from the server's router, the JSON REST
// routes from handlers typed by the schema's RestRoutes (which the server's routes are typed with),
// and other paths (files, CSV) from plain handlers. A handler returning what the procedure or route
// no longer returns fails typecheck, so a change of the server's output shape cannot pass the tests
// unnoticed.
import type { AppRouter } from '@agency/api';
import type { ApiErrorBody, RestAnswer, RestRefusal, RestRoute } from '@agency/schema';
import {
  TRPCError,
  type AnyTRPCProcedure,
  type inferRouterInputs,
  type inferRouterOutputs,
  type TRPC_ERROR_CODE_KEY,
} from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { vi } from 'vitest';

/** 'admin.leads.list' for the router's admin → leads → list: the paths the client sends. */
type PathsOf<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? `${TPrefix}${K}`
    : PathsOf<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

type At<T, TPath extends string> = TPath extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : TPath extends keyof T
    ? T[TPath]
    : never;

export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;
/** What the client sends (before the server's defaults), as the procedure's handler receives it. */
export type ProcedureInput<P extends ProcedurePath> = At<inferRouterInputs<AppRouter>, P>;
/** What the client receives: the procedure's output as JSON carries it (dates as strings). */
export type ProcedureOutput<P extends ProcedurePath> = At<inferRouterOutputs<AppRouter>, P>;

export type TrpcHandlers = {
  [P in ProcedurePath]?: (
    input: ProcedureInput<P>,
  ) => ProcedureOutput<P> | Promise<ProcedureOutput<P>>;
};

/** A procedure's refusal; `fieldErrors` as the server's error formatter sends a refused input's. */
export class FakeTrpcError extends TRPCError {
  constructor(
    code: TRPC_ERROR_CODE_KEY,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super({ code, message });
  }
}

export interface FakeRequest {
  url: URL;
  method: string;
  /** JSON parsed, or the FormData of a multipart upload. */
  body: unknown;
}

/** A REST route's refusal, made by the `refuse` its handler is given. */
class RestRefused {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {}
}

export type RestHandlers = {
  [R in RestRoute]?: (
    request: FakeRequest,
    /** The status and the body the server sends when it refuses on this route. */
    refuse: (status: number, body: RestRefusal<R>) => RestRefused,
  ) => RestAnswer<R> | RestRefused | Promise<RestAnswer<R> | RestRefused>;
};

/** A path that answers something other than a RestRoutes JSON body: a file, a CSV. */
export type RawHandler = (request: FakeRequest) => Response | Promise<Response>;

export interface FakeCall {
  kind: 'trpc' | 'rest';
  path: string;
  method: string;
  input: unknown;
  authorization: string | null;
}

export interface FakeApiOptions {
  /** The JSON routes by their RestRoutes key ('POST /api/careers/:slug/apply'). */
  rest?: RestHandlers;
  /** Other paths by `METHOD /path` ('GET /api/admin/reports/intents.csv'), the query aside. */
  raw?: Record<string, RawHandler>;
  /** When set, admin procedures and /api/admin/ paths take only this bearer token, as the server's guard. */
  adminToken?: string;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function errorShape(error: unknown, path: string) {
  // The server's formatter hides what went wrong inside it; so does this.
  const known =
    error instanceof TRPCError
      ? error
      : new FakeTrpcError('INTERNAL_SERVER_ERROR', 'Internal Server Error');
  const httpStatus = getHTTPStatusCodeFromError(known);
  const fieldErrors = known instanceof FakeTrpcError ? known.fieldErrors : undefined;
  return {
    httpStatus,
    body: {
      error: {
        message: known.message,
        code: TRPC_ERROR_CODES_BY_KEY[known.code],
        data: { code: known.code, httpStatus, path, ...(fieldErrors ? { fieldErrors } : {}) },
      },
    },
  };
}

const parseJson = (text: string | null | undefined) =>
  text ? (JSON.parse(text) as unknown) : undefined;

/** Any route's handler: every route's refusal is an ApiErrorBody. */
type AnyRestHandler = (
  request: FakeRequest,
  refuse: (status: number, body: ApiErrorBody) => RestRefused,
) => unknown;

/** The RestRoutes handler for this request: its `:param` segments match any one segment. */
function restHandler(handlers: RestHandlers, method: string, path: string) {
  const routes = Object.entries(handlers) as [string, AnyRestHandler][];
  return routes.find(([route]) => {
    const [routeMethod, routePath = ''] = route.split(' ');
    const pattern = new RegExp(`^${routePath.replace(/:[^/]+/g, '[^/]+')}$`);
    return routeMethod === method && pattern.test(path);
  })?.[1];
}

async function answerRest(handler: AnyRestHandler, request: FakeRequest): Promise<Response> {
  try {
    const answer = await handler(request, (status, body) => new RestRefused(status, body));
    return answer instanceof RestRefused ? json(answer.body, answer.status) : json(answer);
  } catch {
    // The server's error handler hides what went wrong inside it; so does this.
    return json({ error: 'INTERNAL', message: 'Internal Server Error' }, 500);
  }
}

/**
 * The fake API. Hand `fetchMock` to the code under test (or stub the global `fetch` with it);
 * `calls` records every request, in order.
 */
export function fakeApi(
  handlers: TrpcHandlers = {},
  { rest = {}, raw = {}, adminToken }: FakeApiOptions = {},
) {
  const calls: FakeCall[] = [];
  const procedures: Partial<Record<string, (input: never) => unknown>> = handlers;

  const authError = (authorization: string | null) => {
    if (adminToken === undefined || authorization === `Bearer ${adminToken}`) return null;
    return authorization
      ? new FakeTrpcError('FORBIDDEN', 'Invalid admin token')
      : new FakeTrpcError('UNAUTHORIZED', 'Admin token is required');
  };

  async function answerTrpc(
    url: URL,
    method: string,
    init: RequestInit,
    authorization: string | null,
  ) {
    const batch = url.searchParams.get('batch') === '1';
    const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
    const sent = parseJson(
      method === 'POST' ? String(init.body ?? '') : url.searchParams.get('input'),
    );
    const inputs = batch
      ? paths.map((_, index) => (sent as Record<string, unknown> | undefined)?.[String(index)])
      : [sent];
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const input = inputs[index];
        calls.push({ kind: 'trpc', path, method, input, authorization });
        try {
          const refused = path.startsWith('admin.') ? authError(authorization) : null;
          if (refused) throw refused;
          const procedure = procedures[path];
          if (!procedure) throw new FakeTrpcError('NOT_FOUND', `No procedure ${path}`);
          // What the client sent for this path is that procedure's input.
          const data = await procedure(input as never);
          return { httpStatus: 200, body: { result: { data } } };
        } catch (error) {
          return errorShape(error, path);
        }
      }),
    );
    if (!batch) return json(results[0]!.body, results[0]!.httpStatus);
    const statuses = new Set(results.map((result) => result.httpStatus));
    return json(
      results.map((result) => result.body),
      statuses.size === 1 ? results[0]!.httpStatus : 207,
    );
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const authorization = new Headers(init.headers).get('authorization');
    if (url.pathname.startsWith('/trpc/')) return answerTrpc(url, method, init, authorization);

    const body = typeof init.body === 'string' ? parseJson(init.body) : init.body;
    calls.push({
      kind: 'rest',
      path: `${url.pathname}${url.search}`,
      method,
      input: body,
      authorization,
    });
    const refused = url.pathname.startsWith('/api/admin/') ? authError(authorization) : null;
    if (refused)
      return json(
        { error: refused.code, message: refused.message },
        getHTTPStatusCodeFromError(refused),
      );
    const request = { url, method, body };
    const rawHandler = raw[`${method} ${url.pathname}`];
    if (rawHandler) return rawHandler(request);
    const handler = restHandler(rest, method, url.pathname);
    if (!handler)
      return json({ error: 'NOT_FOUND', message: `No route ${method} ${url.pathname}` }, 404);
    return answerRest(handler, request);
  });

  return {
    fetchMock,
    calls,
    /** The procedures asked for, in order. */
    paths: () => calls.filter((call) => call.kind === 'trpc').map((call) => call.path),
    /** The calls of one procedure, their inputs typed as the client sends them. */
    trpcCalls: <P extends ProcedurePath>(path: P) =>
      calls.filter((call) => call.kind === 'trpc' && call.path === path) as (FakeCall & {
        input: ProcedureInput<P>;
      })[],
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
