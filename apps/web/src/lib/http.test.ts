import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, HttpError, restQueryFn } from './http.ts';

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    typeof response === 'function' ? response() : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getJson', () => {
  it('GETs the URL with cookies and the given headers, and parses the JSON body', async () => {
    const fetchMock = stubFetch(Response.json({ caseStudies: { imax: { id: 'imax' } } }));

    const data = await getJson<{ caseStudies: Record<string, { id: string }> }>(
      '/api/case-studies',
      {
        headers: { Authorization: 'Bearer t0ken' },
      },
    );

    expect(data.caseStudies.imax?.id).toBe('imax');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/case-studies');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ Authorization: 'Bearer t0ken' });
  });

  it('resolves to null on 401 when the caller tolerates it', async () => {
    stubFetch(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(getJson('/api/admin/conversations', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('throws on 401 by default, with the status and the body text', async () => {
    stubFetch(
      new Response('{"error":"UNAUTHORIZED"}', { status: 401, statusText: 'Unauthorized' }),
    );
    await expect(getJson('/api/admin/conversations')).rejects.toThrow(
      '401: {"error":"UNAUTHORIZED"}',
    );
  });

  it('throws on other non-OK answers even when 401 is tolerated', async () => {
    stubFetch(new Response('Service exploded', { status: 503, statusText: 'Service Unavailable' }));
    const error = await getJson('/api/services/x', { on401: 'returnNull' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('503: Service exploded');
    expect((error as HttpError).status).toBe(503);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 404, statusText: 'Not Found' }));
    await expect(getJson('/api/services/nope')).rejects.toThrow(/^404: Not Found$/);
  });

  it('passes network failures through', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getJson('/api/case-studies')).rejects.toThrow('Failed to fetch');
  });
});

describe('restQueryFn', () => {
  it('fetches the path at the head of the query key', async () => {
    const fetchMock = stubFetch(Response.json([{ id: 'r1' }]));
    const signal = new AbortController().signal;

    const data = await restQueryFn<{ id: string }[]>()({
      queryKey: ['/api/admin/resumes'],
      signal,
    });

    expect(data).toEqual([{ id: 'r1' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/resumes');
    expect(fetchMock.mock.calls[0]![1]?.signal).toBe(signal);
  });

  it('refuses a key that is not a path', () => {
    stubFetch(Response.json({}));
    expect(() => restQueryFn()({ queryKey: [['caseStudies', 'list']] })).toThrow(
      /must start with a path/,
    );
  });
});
