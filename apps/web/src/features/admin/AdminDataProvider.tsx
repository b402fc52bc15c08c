import type { AppRouter } from '@agency/api';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { useRef, useState, type ReactNode } from 'react';
import { restQueryFn } from '../../lib/http.ts';
import { QUERY_DEFAULTS, TRPC_URL, trpc } from '../../lib/trpc.ts';
import { bearer } from './session.ts';
import { ADMIN_TEXTS } from './texts.ts';

export type AdminOutputs = inferRouterOutputs<AppRouter>['admin'];
export type ConversationList = AdminOutputs['conversations']['list'];
export type ConversationSummary = ConversationList['conversations'][number];
export type ConversationDetail = AdminOutputs['conversations']['detail'];
export type AdminMessage = ConversationDetail['messages'][number];
export type AdminResume = AdminOutputs['resumes']['list'][number];
export type CaseStudyRevision = AdminOutputs['caseStudies']['revisions'][number];

/** The HTTP status of a failed call (tRPC or REST), when it has one. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    return typeof status === 'number' ? status : undefined;
  }
  const match = error instanceof Error ? /^(\d{3}):/.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * A refused input's problems by field, as the server names them (its error formatter's
 * `fieldErrors`): the first message of each dotted path. The input's schema names an edit's fields
 * under `prefix` ("updates."), taken off; a check the service makes of the whole record names them
 * alone.
 */
export function serverFieldErrors(error: unknown, prefix = ''): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fields = (error as TRPCClientError<AppRouter>).data?.fieldErrors ?? {};
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const field = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if (field && messages[0]) errors[field] = messages[0];
  }
  return errors;
}

/** The message of a failed call, with the status when the server sent nothing better. */
export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError)
    return error.message || `${errorStatus(error) ?? ''}`.trim() || 'Request failed';
  return error instanceof Error ? error.message : String(error);
}

const isAuthFailure = (error: unknown) => {
  const status = errorStatus(error);
  return status === 401 || status === 403;
};

interface AdminDataProviderProps {
  token: string;
  /** A call was refused for the token (revoked or changed on the server): back to the login. */
  onUnauthorized: (message: string) => void;
  children: ReactNode;
}

/**
 * The admin's own tRPC client and query cache, inside the app's: every call carries the bearer token,
 * and the cached data is dropped with the session (the provider is keyed by the token).
 */
export function AdminDataProvider({ token, onUnauthorized, children }: AdminDataProviderProps) {
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const onUnauthorizedRef = useRef(onUnauthorized);
  onUnauthorizedRef.current = onUnauthorized;

  const [queryClient] = useState(() => {
    const onError = (error: unknown) => {
      // A 401 says why (a revoked token names itself); a 403 is a wrong token.
      if (isAuthFailure(error))
        onUnauthorizedRef.current(
          errorStatus(error) === 401 ? errorMessage(error) : ADMIN_TEXTS.invalidToken,
        );
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: {
        queries: { ...QUERY_DEFAULTS, queryFn: restQueryFn() },
        mutations: { retry: false },
      },
    });
  });
  const [trpcClient] = useState(() =>
    trpc.createClient({
      links: [
        httpBatchLink({
          url: TRPC_URL,
          maxURLLength: 2000,
          headers: () => bearer(tokenRef.current),
          fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
        }),
      ],
    }),
  );

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
