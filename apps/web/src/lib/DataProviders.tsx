// React Query and the tRPC hooks for parts loaded apart from the app's providers: the home page
// starts without them (src/home.tsx) and its panels that read data bring them when they load.
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { sharedTrpcClient } from './apiClient.ts';
import { createQueryClient, trpc } from './trpc.ts';

let queryClient: QueryClient | undefined;

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
