// Test helpers for the home page: a tRPC client answered by plain functions (no server), inside
// Mantine and a router. Only tests import this file.
import type { AppRouter } from '@agency/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, trpc } from '../../lib/trpc.ts';
import { TestMantine } from '../../test/render.tsx';

export type Handlers = Partial<Record<string, (input: unknown) => unknown>>;

/** A link that answers each procedure path with its handler's value (or its thrown error). */
export function handlerLink(handlers: Handlers): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No test handler for ${op.path}`);
            return handler(op.input);
          })
          .then((data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          })
          .catch((error: unknown) => observer.error(TRPCClientError.from(error as Error)));
      });
}

export function renderWithTrpc(ui: ReactElement, handlers: Handlers = {}) {
  const queryClient = createQueryClient();
  const client = trpc.createClient({ links: [handlerLink(handlers)] });
  return render(
    <TestMantine>
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>
    </TestMantine>,
  );
}
