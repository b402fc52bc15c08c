// The default REST fetcher of product.md §7 and §8: a GET with cookies, the body parsed as JSON.
// A 401 yields null where the caller tolerates it; any other non-OK status is an error whose
// message is `${status}: ${body text or status text}`.

export type On401 = 'throw' | 'returnNull';

export interface GetJsonOptions {
  /** What a 401 answer does: throw (the default) or resolve to null. */
  on401?: On401;
  headers?: HeadersInit;
  signal?: AbortSignal;
}

/** A non-OK HTTP answer. Its message is product.md §8's `${status}: ${bodyText || statusText}`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }
}

/** Throws an HttpError for a non-OK response; does nothing otherwise. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new HttpError(response.status, body, response.statusText);
}

export function getJson<T>(
  url: string,
  options: GetJsonOptions & { on401: 'returnNull' },
): Promise<T | null>;
export function getJson<T>(url: string, options?: GetJsonOptions & { on401?: 'throw' }): Promise<T>;
export function getJson<T>(url: string, options?: GetJsonOptions): Promise<T | null>;
export async function getJson<T>(url: string, options: GetJsonOptions = {}): Promise<T | null> {
  const { on401 = 'throw', headers, signal } = options;
  const response = await fetch(url, { method: 'GET', credentials: 'include', headers, signal });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/**
 * A React Query `queryFn` for REST queries whose key starts with the URL, e.g.
 * `useQuery({ queryKey: ['/api/admin/resumes'], queryFn: restQueryFn({ on401: 'returnNull' }) })`.
 */
export function restQueryFn<T>(options: Omit<GetJsonOptions, 'signal'> = {}) {
  return ({
    queryKey,
    signal,
  }: {
    queryKey: readonly unknown[];
    signal?: AbortSignal;
  }): Promise<T | null> => {
    const [url] = queryKey;
    if (typeof url !== 'string' || !url.startsWith('/')) {
      throw new Error(`A REST query key must start with a path, got ${JSON.stringify(url)}`);
    }
    return getJson<T>(url, { ...options, signal });
  };
}
