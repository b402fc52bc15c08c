import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient, createTrpcClient, trpc, type TrpcClient } from './lib/trpc.ts';
import { createAppRouter } from './routes.tsx';
import { theme } from './theme.ts';

/**
 * The providers around the router. The server renders the same tree with its static router
 * (entry-server.tsx), so that the browser hydrates what it sent.
 */
export function AppProviders({
  queryClient,
  trpcClient,
  children,
}: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}

export function App({
  queryClient: givenQueryClient,
}: {
  /** Holds the data the server rendered the page with, when it did. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [trpcClient] = useState(() => createTrpcClient());
  const [router] = useState(createAppRouter);

  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
