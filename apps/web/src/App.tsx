import { MantineProvider } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './routes.tsx';
import { theme } from './theme.ts';

/**
 * The providers around the router. React Query and the tRPC client are not among them: the pages
 * that read data bring them (lib/DataProviders.tsx), so the entry every route loads does without
 * them. The server renders the same tree with its static router and the data providers around it
 * (entry-server.tsx), which draw nothing, so that the browser hydrates what it sent.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      {children}
    </MantineProvider>
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
