// The API's tRPC client without React Query: the home page sends its chat through it before (or
// without) loading React Query, and lib/trpc.ts hands the same client to the React hooks.
import type { AppRouter } from '@agency/api';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';

export const TRPC_URL = '/trpc';

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** `fetchImpl` replaces the browser's fetch: the server renders pages through its own routes. */
export function createTrpcClient(url: string = TRPC_URL, fetchImpl?: typeof fetch) {
  const fetchWithCookies: typeof fetch = (input, init) =>
    (fetchImpl ?? fetch)(input, { ...init, credentials: 'include' });
  return createTRPCClient<AppRouter>({
    links: [
      // A mutation (a chat message above all) leaves at once. The batch link waits a timer to
      // gather calls, and the page's first frame after the send (the message drawn) came first.
      splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpLink({ url, fetch: fetchWithCookies }),
        // Long batches go as several GETs rather than one URL that proxies may cut off.
        false: httpBatchLink({ url, maxURLLength: 2000, fetch: fetchWithCookies }),
      }),
    ],
  });
}

let shared: TrpcClient | undefined;

/** The browser's one client for parts that start outside the app's providers (the home page). */
export function sharedTrpcClient(): TrpcClient {
  return (shared ??= createTrpcClient());
}
