import { describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import {
  createContentVersion,
  createVersionedCache,
  encodeBody,
  type ContentVersion,
} from './contentCache.ts';

/** A database whose version reads are answered by hand, one at a time. */
function fakeDatabase() {
  let version = 1n;
  const pending: (() => void)[] = [];
  const query = <Row>() =>
    new Promise<Row[]>((resolve) => {
      const seen = version;
      pending.push(() => resolve([{ version: String(seen) } as Row]));
    });
  return {
    query,
    bump: () => void version++,
    reads: () => pending.length,
    answerAll: async () => {
      while (pending.length) pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

function fixedVersion(): ContentVersion & { value: bigint; fail: boolean } {
  return {
    value: 1n,
    fail: false,
    async current() {
      if (this.fail) throw new Error('database away');
      return this.value;
    },
  };
}

describe('content version', () => {
  it('callers arriving during a read wait for the next one, and share it', async () => {
    const db = fakeDatabase();
    const version = createContentVersion({ query: db.query });
    const first = version.current();
    // A change commits while that read is in flight, then requests arrive.
    db.bump();
    const later = [version.current(), version.current(), version.current()];
    expect(db.reads()).toBe(1);
    await db.answerAll();
    expect(await first).toBe(1n);
    // One read for all of them, started after the first ended: it sees the change.
    expect(db.reads()).toBe(1);
    await db.answerAll();
    expect(await Promise.all(later)).toEqual([2n, 2n, 2n]);
    // Nothing in flight: the next caller starts a read at once.
    const idle = version.current();
    expect(db.reads()).toBe(1);
    await db.answerAll();
    expect(await idle).toBe(2n);
  });
});

describe('content version on the embedded database', () => {
  it('counts notifications in memory and asks the database nothing', async () => {
    let notify = () => {};
    const version = createContentVersion({
      query: () => Promise.reject(new Error('no query expected')),
      listen: async (channel, listener) => {
        expect(channel).toBe('content_version');
        notify = listener;
      },
    });
    const before = await version.current();
    notify();
    expect(await version.current()).toBe(before + 1n);
  });
});

describe('versioned cache', () => {
  it('builds once per version and key, concurrently shared', async () => {
    const version = fixedVersion();
    const cache = createVersionedCache(version, 10);
    let builds = 0;
    const build = async () => ({ build: ++builds });
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(a).toBe(b);
    expect(await cache.get('k', build)).toBe(a);
    version.value = 2n;
    expect(await cache.get('k', build)).toEqual({ build: 2 });
  });

  it('keeps neither null results nor failures', async () => {
    const cache = createVersionedCache(fixedVersion(), 10);
    let calls = 0;
    expect(await cache.get('missing', async () => (calls++, null))).toBeNull();
    expect(await cache.get('missing', async () => (calls++, null))).toBeNull();
    await expect(cache.get('broken', () => Promise.reject(new Error('no')))).rejects.toThrow();
    expect(await cache.get('broken', async () => 'fine')).toBe('fine');
    expect(calls).toBe(2);
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = createVersionedCache(fixedVersion(), 2);
    let builds = 0;
    const build = async () => ++builds;
    await cache.get('a', build);
    await cache.get('b', build);
    await cache.get('a', build);
    await cache.get('c', build);
    expect(await cache.get('a', build)).toBe(1);
    expect(await cache.get('b', build)).toBe(4);
  });

  it('serves what it holds while the version cannot be read, and fails only without it', async () => {
    const version = fixedVersion();
    const cache = createVersionedCache(version, 10);
    await cache.get('held', async () => 'content');
    version.fail = true;
    expect(await cache.get('held', async () => 'rebuilt')).toBe('content');
    await expect(cache.get('other', async () => 'x')).rejects.toThrow('database away');
  });
});

describe('encoded bodies', () => {
  it('keeps gzip and brotli that decode to the body, and a strong ETag of the bytes', async () => {
    const text = JSON.stringify({ studies: Array.from({ length: 50 }, (_, i) => `study ${i}`) });
    const body = await encodeBody('application/json', text);
    expect(gunzipSync(body.gzip!).toString()).toBe(text);
    expect(brotliDecompressSync(body.br!).toString()).toBe(text);
    expect(body.etag).toMatch(/^"[\w-]{32}"$/);
    expect((await encodeBody('application/json', text)).etag).toBe(body.etag);
    expect((await encodeBody('application/json', `${text} `)).etag).not.toBe(body.etag);
  });

  it('does not keep an encoding that is no smaller than the body', async () => {
    const body = await encodeBody('text/plain', 'hi');
    expect(body.gzip).toBeUndefined();
    expect(body.br).toBeUndefined();
  });
});
