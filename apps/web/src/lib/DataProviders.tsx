// React Query and the tRPC hooks, brought by the parts that read data: no entry starts with them
// (src/home.tsx, App.tsx), and the pages and panels that read data wrap themselves in these.
import {
  hydrate,
  QueryClientContext,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { sharedTrpcClient } from './apiClient.ts';
import { createQueryClient, trpc } from './trpc.ts';

// One for the visit, so that data read on one page is there on the next.
let queryClient: QueryClient | undefined;

/** Starts the visit's data from what the server rendered the page with (boot.tsx). */
export function seedQueryClient(state: DehydratedState): void {
  queryClient ??= createQueryClient();
  hydrate(queryClient, state);
}

/** Provides the data clients where no provider above does (inside the app, it adds nothing). */
export function DataProviders({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  queryClient ??= createQueryClient();
  return (
    <trpc.Provider client={sharedTrpcClient()} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/** `Component` inside DataProviders. */
export function withDataProviders<Props extends object>(Component: ComponentType<Props>) {
  return function WithDataProviders(props: Props) {
    return (
      <DataProviders>
        <Component {...props} />
      </DataProviders>
    );
  };
}
