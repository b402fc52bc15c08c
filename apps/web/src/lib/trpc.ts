import type { AppRouter } from '@agency/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCReact } from '@trpc/react-query';
import { restQueryFn } from './http.ts';

/** Typed React hooks for the API's tRPC router (only its type is imported, never server code). */
export const trpc = createTRPCReact<AppRouter>();

export { createTrpcClient, TRPC_URL, type TrpcClient } from './apiClient.ts';

/** product.md §7: no automatic retry, no refetch on focus or reconnect, no polling, never stale. */
export const QUERY_DEFAULTS = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchInterval: false,
  staleTime: Infinity,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // tRPC queries bring their own queryFn; a plain `useQuery({ queryKey: ['/api/…'] })` GETs that path.
      queries: { ...QUERY_DEFAULTS, queryFn: restQueryFn() },
      mutations: { retry: false },
    },
  });
}
