import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { createQueryClient, createTrpcClient, trpc } from '../lib/trpc.ts';
import { routes } from '../routes.tsx';
import { theme } from '../theme.ts';
import { fakeApi, type TrpcHandlers } from './fakeApi.ts';

/** Mantine with the app's theme, in test mode (no transitions, no portals). */
export function TestMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark" env="test">
      {children}
    </MantineProvider>
  );
}

interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The location the MemoryRouter starts at. */
  route?: string;
}

/** Renders a component inside Mantine and a MemoryRouter. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderWithProvidersOptions = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <TestMantine>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </TestMantine>
    ),
    ...options,
  });
}

/** Renders the app's real route table (lazy pages included) at a path, with the app's data providers. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const result = render(
    <TestMantine>
      <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </TestMantine>,
  );
  return { ...result, router };
}

interface RenderWithTrpcOptions {
  /** A route pattern ('/services/:slug') to render the element at; other paths show 'Elsewhere'. */
  path?: string;
  /** The location the MemoryRouter starts at. */
  route?: string;
}

/**
 * Renders a component with the app's tRPC client and React Query over the fake API answering
 * from `handlers`, inside Mantine and a MemoryRouter. `api` records the calls.
 */
export function renderWithTrpc(
  ui: ReactElement,
  handlers: TrpcHandlers = {},
  { path, route = '/' }: RenderWithTrpcOptions = {},
) {
  const api = fakeApi(handlers);
  const queryClient = createQueryClient();
  // The fake is the client's own fetch, so a test may stub the global one for REST uploads.
  const client = createTrpcClient('/trpc', api.fetchMock);
  const result = render(
    <TestMantine>
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            {path ? (
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
            ) : (
              ui
            )}
          </MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>
    </TestMantine>,
  );
  return { ...result, api };
}
