import { CASE_STUDIES_BUNDLE_QUERY_URL } from '@agency/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from './trpc.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the tRPC client', () => {
  it('asks for the case-study bundle at the URL the server preloads, with credentials', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify([{ result: { data: { caseStudies: {} } } }]), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createTrpcClient();
    expect(await client.caseStudies.bundle.query()).toEqual({ caseStudies: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CASE_STUDIES_BUNDLE_QUERY_URL);
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
  });
});
