// Test helpers of the content pages (imported by *.test.tsx only): the app's real tRPC client and
// React Query setup over a fake `fetch` that answers tRPC's HTTP batch format.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient, createTrpcClient, trpc } from '../../lib/trpc.ts';
import { TestMantine } from '../../test/render.tsx';

export class FakeTrpcError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'INTERNAL_SERVER_ERROR' | 'BAD_REQUEST',
    message: string,
  ) {
    super(message);
  }
}

const STATUS = { NOT_FOUND: 404, INTERNAL_SERVER_ERROR: 500, BAD_REQUEST: 400 } as const;
const JSON_RPC_CODE = {
  NOT_FOUND: -32004,
  INTERNAL_SERVER_ERROR: -32603,
  BAD_REQUEST: -32600,
} as const;

export type Procedures = Record<string, (input: unknown) => unknown | Promise<unknown>>;

/**
 * A `fetch` that answers GET /trpc/a,b?batch=1&input=… from the given procedures: a returned value
 * becomes `{ result: { data } }`, a thrown FakeTrpcError a tRPC error. Every call is recorded.
 */
export function fakeTrpcFetch(procedures: Procedures) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    let status = 200;
    const results = await Promise.all(
      paths.map(async (path, index) => {
        calls.push(path);
        const procedure = procedures[path];
        try {
          if (!procedure) throw new FakeTrpcError('NOT_FOUND', `No procedure ${path}`);
          return { result: { data: await procedure(inputs[String(index)]) } };
        } catch (error) {
          const fake =
            error instanceof FakeTrpcError
              ? error
              : new FakeTrpcError('INTERNAL_SERVER_ERROR', 'Internal Server Error');
          status = STATUS[fake.code];
          return {
            error: {
              message: fake.message,
              code: JSON_RPC_CODE[fake.code],
              data: { code: fake.code, httpStatus: STATUS[fake.code], path },
            },
          };
        }
      }),
    );
    return new Response(JSON.stringify(results), {
      status: paths.length > 1 ? 207 : status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetchMock, calls };
}

/** Renders a page at a path inside Mantine, tRPC, React Query and a router with that route pattern. */
export function renderPageWithTrpc(
  ui: ReactElement,
  { path, route }: { path: string; route: string },
) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient('/trpc');
  return render(
    <TestMantine>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>
    </TestMantine>,
  );
}
