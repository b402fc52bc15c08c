// Public content from memory: listings, pages and the assistant are built once per content
// version and reused while it stands. The version is a database row that a trigger bumps on every
// write to the content tables, so an edit made through any instance, or straight in the database,
// shows on the very next request everywhere, while a read costs one tiny query shared by every
// request waiting at that moment.
import { Prisma, type Database, type PrismaClient } from '@agency/db';
import { caseStudyMap } from './caseStudies.ts';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface ContentVersion {
  /** The version as of now: read by a query that starts after the call. */
  current(): Promise<bigint>;
}

/**
 * On Postgres, callers that arrive while a read is in flight wait for the next one (the one in
 * flight may have started before their change committed), and all of them share it: under load
 * there is at most one version query in flight, however many requests wait on it. The embedded
 * database lives in this process and delivers the trigger's NOTIFY before the write returns, so
 * there the version is counted in memory and a read costs no query at all.
 */
export function createContentVersion(db: Pick<Database, 'query' | 'listen'>): ContentVersion {
  if (db.listen) {
    let changes = 0n;
    const listening = db.listen('content_version', () => void changes++);
    return { current: () => listening.then(() => changes) };
  }
  let running: Promise<bigint> | null = null;
  let queued: Promise<bigint> | null = null;
  const read = async () => {
    // Every chat message reads it: past Prisma, and as text, since the driver has no bigint.
    const rows = await db.query<{ version: string }>(
      Prisma.sql`SELECT "version"::text AS "version" FROM "ContentVersion" WHERE "id" = 1`,
    );
    return BigInt(rows[0]?.version ?? 0);
  };
  const start = () => {
    const reading: Promise<bigint> = read().finally(() => {
      if (running === reading) running = null;
    });
    running = reading;
    return reading;
  };
  const settled = () => undefined;
  return {
    current() {
      if (!running) return start();
      queued ??= running.then(settled, settled).then(() => {
        queued = null;
        return start();
      });
      return queued;
    },
  };
}

export interface VersionedCache {
  /**
   * The value for the current content version: built by `build` once per version and key, shared
   * by concurrent callers. A null result and a failure are not kept. If the version cannot be
   * read (the database is away) the value already held is served rather than an error.
   */
  get<T>(key: string, build: () => Promise<T>): Promise<T>;
}

/** A cache whose entries live until the content version moves; at most `maxEntries`, least recently used out first. */
export function createVersionedCache(version: ContentVersion, maxEntries: number): VersionedCache {
  const entries = new Map<string, { version: bigint; value: Promise<unknown> }>();
  const touch = (key: string, entry: { version: bigint; value: Promise<unknown> }) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    async get<T>(key: string, build: () => Promise<T>): Promise<T> {
      let now: bigint;
      try {
        now = await version.current();
      } catch (error) {
        const held = entries.get(key);
        if (held) return held.value as Promise<T>;
        throw error;
      }
      const held = entries.get(key);
      if (held && held.version >= now) {
        touch(key, held);
        return held.value as Promise<T>;
      }
      const entry = { version: now, value: build() };
      touch(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then((value) => value === null && drop(), drop);
      return entry.value;
    },
  };
}

/** A response body kept ready in each encoding, with its strong ETag. */
export interface EncodedBody {
  type: string;
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** The status it is sent with, when not 200 (a closed role's page: 410). */
  status?: number;
}

/** Compressed once, when the content changes, instead of on every request. */
export async function encodeBody(type: string, body: string): Promise<EncodedBody> {
  const identity = Buffer.from(body);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const smaller = (buffer: Buffer) => (buffer.length < identity.length ? buffer : undefined);
  return {
    type,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
    identity,
    gzip: smaller(gzipped),
    br: smaller(brotli),
  };
}

/** The public content kept in memory, per content version. */
export function createPublicContent(prisma: PrismaClient, version: ContentVersion) {
  const caseStudies = createVersionedCache(version, 1);
  // Listings and pages that exist: bounded by the content, capped in case of odd paths.
  const responses = createVersionedCache(version, 1000);
  return {
    version,
    /** Both case-study listings, REST and tRPC. */
    caseStudyMap: () => caseStudies.get('map', () => caseStudyMap(prisma)),
    /** A ready response for a key (a listing's or a page's path); a null one is not kept. */
    response: (key: string, build: () => Promise<EncodedBody | null>) => responses.get(key, build),
  };
}
