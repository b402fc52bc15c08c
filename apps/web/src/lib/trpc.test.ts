import { CASE_STUDIES_BUNDLE_QUERY_URL } from '@agency/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from './trpc.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

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

  it('sends a mutation (a chat message) at once, without waiting on a timer to batch it', async () => {
    // No timer ever fires here: a link that gathers calls behind a timer would never send.
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => json({ result: { data: { ok: true } } }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createTrpcClient();
    const sent = client.chat.send.mutate({
      message: 'What awards has your agency won?',
      sessionId: 'session-1234567890',
      personaSlug: 'default',
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { interval: 0 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/trpc/chat.send');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toMatchObject({
      message: 'What awards has your agency won?',
    });
    await expect(sent).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still sends the queries of one moment together, in one request', async () => {
    const fetchMock = vi.fn(async () =>
      json([{ result: { data: { caseStudies: {} } } }, { result: { data: [] } }]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createTrpcClient();
    await Promise.all([client.caseStudies.bundle.query(), client.cards.list.query()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toMatch(/^\/trpc\/caseStudies\.bundle,cards\.list\?batch=1/);
  });
});
