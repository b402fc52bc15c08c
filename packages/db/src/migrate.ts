// Migrations through Prisma's WASM schema engine: the native CLI cannot download its engine on
// machines without access to Prisma's download server. Applying records each migration in
// `_prisma_migrations` exactly as `prisma migrate deploy` would, so both tools agree.
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';
import { PGLITE_EXTENSIONS } from './client.ts';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMA_FILE = 'schema.prisma';

/**
 * The repository's root: the nearest folder above this module holding `prisma/schema.prisma`. Found
 * rather than counted, because this module runs from packages/db/src in development and compiled
 * into apps/api/dist in production.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'prisma', SCHEMA_FILE))) return dir;
    if (dirname(dir) === dir) throw new Error(`No prisma/${SCHEMA_FILE} above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
export const PRISMA_DIR = join(REPO_ROOT, 'prisma');
const NO_FILTERS = { externalTables: [], externalEnums: [] };

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, object>,
  ) => { exports: Record<string, unknown> };
}

let wasmReady = false;
// The engine's module loads with the engine: a start that finds nothing to migrate needs neither.
async function loadEngine(): Promise<typeof bg> {
  const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  if (!wasmReady) {
    const require = createRequire(import.meta.url);
    const enginePath = require.resolve('@prisma/schema-engine-wasm');
    const bytes = readFileSync(join(dirname(enginePath), 'schema_engine_bg.wasm'));
    // @types/node does not declare the WebAssembly global, though Node has it.
    const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: WasmApi };
    const instance = new wasm.Instance(new wasm.Module(bytes), { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    wasmReady = true;
  }
  return bg;
}

function readSchema(prismaDir: string) {
  return readFileSync(join(prismaDir, SCHEMA_FILE), 'utf8');
}

export function loadMigrations(prismaDir = PRISMA_DIR) {
  const baseDir = join(prismaDir, 'migrations');
  const lockPath = join(baseDir, 'migration_lock.toml');
  const directories = existsSync(baseDir)
    ? readdirSync(baseDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  return {
    baseDir,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null,
    },
    migrationDirectories: directories.map((path) => ({
      path,
      migrationFile: {
        path: 'migration.sql',
        content: {
          tag: 'ok' as const,
          value: readFileSync(join(baseDir, path, 'migration.sql'), 'utf8'),
        },
      },
    })),
    shadowDbInitScript: '',
  };
}

/**
 * The engine never disposes the connections it opens, and it takes Postgres's migration lock
 * (`pg_advisory_lock`, held by the session) on one of them: the lock stayed on an idle pooled
 * connection until the pool's 10 s idle timeout, as long as the engine's own wait for the lock, so
 * the next migration (a test's second run, or a second instance starting beside the first) waited
 * ~10 s and, on a busy machine, failed with P1002. The factory returned here records what the engine
 * opens; `dispose` ends it, once, whatever the engine did.
 */
function disposedByUs(factory: SqlMigrationAwareDriverAdapterFactory) {
  const opened: (() => Promise<void>)[] = [];
  const track = async <A extends { dispose(): Promise<void> }>(connecting: Promise<A>) => {
    const adapter = await connecting;
    let disposal: Promise<void> | undefined;
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = () => (disposal ??= dispose());
    opened.push(adapter.dispose);
    return adapter;
  };
  return {
    factory: Object.assign(Object.create(factory) as SqlMigrationAwareDriverAdapterFactory, {
      connect: () => track(factory.connect()),
      connectToShadowDb: () => track(factory.connectToShadowDb()),
    }),
    dispose: () => Promise.allSettled(opened.splice(0).map((dispose) => dispose())),
  };
}

async function withEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  prismaDir: string,
  run: (engine: bg.SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadEngine();
  const logs: string[] = [];
  const connections = disposedByUs(adapterFactory);
  const engine = await SchemaEngine.new(
    { datamodels: [[SCHEMA_FILE, readSchema(prismaDir)]] },
    (line: string) => logs.push(line),
    bindMigrationAwareSqlAdapterFactory(connections.factory),
  ).catch(async (error: unknown) => {
    await connections.dispose();
    throw error;
  });
  try {
    return await run(engine);
  } catch (error) {
    const detail = logs.length ? `\n${logs.slice(-5).join('\n')}` : '';
    throw new Error(`Migration failed: ${describe(error)}${detail}`, { cause: error });
  } finally {
    engine.free();
    await connections.dispose();
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'message' in error) return String(error.message);
  return String(error);
}

interface ScriptAdapter {
  adapterName: string;
  executeScript(script: string): Promise<void>;
  onError(error: unknown): never;
  /** adapter-pg's pool. */
  underlyingDriver?(): unknown;
  /** pglite-prisma-adapter's PGlite. */
  client?: unknown;
}

type RunScript = (script: string) => Promise<unknown>;

/** Each adapter's way to send a whole script in one simple query, or null for another adapter. */
function wholeScriptRunner(adapter: ScriptAdapter): RunScript | null {
  if (adapter.adapterName === '@prisma/adapter-pg') {
    const pool = adapter.underlyingDriver!() as { query: RunScript };
    return (script) => pool.query(script);
  }
  if (adapter.adapterName === 'pglite-prisma-adapter') {
    const pglite = adapter.client as { exec: RunScript };
    return (script) => pglite.exec(script);
  }
  return null;
}

/**
 * Both adapters run migrations badly: `@prisma/adapter-pg` splits a script at every `;`, which cuts
 * a dollar-quoted function body (a trigger's) apart, and `pglite-prisma-adapter` does not await
 * the script, so a failing migration is recorded as applied. Sent whole in one simple query, a
 * script runs as one implicit transaction: a migration applies entirely or not at all.
 */
function wholeScripts(
  factory: SqlMigrationAwareDriverAdapterFactory,
): SqlMigrationAwareDriverAdapterFactory {
  const patch = <A>(adapter: A): A => {
    const scripted = adapter as unknown as ScriptAdapter;
    const run = wholeScriptRunner(scripted);
    if (run) {
      scripted.executeScript = async (script) => {
        try {
          await run(script);
        } catch (error) {
          scripted.onError(error);
        }
      };
    }
    return adapter;
  };
  return Object.assign(Object.create(factory) as SqlMigrationAwareDriverAdapterFactory, {
    connect: async () => patch(await factory.connect()),
    connectToShadowDb: async () => patch(await factory.connectToShadowDb()),
  });
}

/**
 * Whether the database records every migration of the folder as applied, with the checksum of
 * the script as it is now, and no migration as failed: then there is nothing for the engine to
 * do. Anything else (no table yet, a pending, edited or failed migration, an error) is left to the
 * engine, which decides as it always has.
 */
async function nothingPending(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  migrations: ReturnType<typeof loadMigrations>,
): Promise<boolean> {
  const adapter = await adapterFactory.connect();
  try {
    const { rows } = await adapter.queryRaw({
      sql: `SELECT "migration_name", "checksum", "finished_at" IS NOT NULL, "rolled_back_at" IS NOT NULL
            FROM "_prisma_migrations"`,
      args: [],
      argTypes: [],
    });
    const applied = new Set<string>();
    for (const [name, checksum, finished, rolledBack] of rows) {
      if (rolledBack) continue;
      if (!finished) return false;
      applied.add(`${String(name)} ${String(checksum)}`);
    }
    return migrations.migrationDirectories.every(({ path, migrationFile }) =>
      applied.has(
        `${path} ${createHash('sha256').update(migrationFile.content.value).digest('hex')}`,
      ),
    );
  } catch {
    return false;
  } finally {
    await adapter.dispose();
  }
}

/**
 * Applies every pending migration; returns the names applied now. A server starting on a
 * migrated database (nearly every start) reads the migrations table and is done: loading the
 * schema engine to learn that cost 0.3 s and about 40 MB that stayed resident in the server.
 */
export async function applyMigrations(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  prismaDir = PRISMA_DIR,
): Promise<string[]> {
  const migrations = loadMigrations(prismaDir);
  if (await nothingPending(adapterFactory, migrations)) return [];
  return withEngine(wholeScripts(adapterFactory), prismaDir, async (engine) => {
    const result = await engine.applyMigrations({
      migrationsList: migrations,
      filters: NO_FILTERS,
    });
    return result.appliedMigrationNames;
  });
}

/**
 * Writes the next migration: the SQL that takes the database from the existing migrations to
 * schema.prisma, computed against an in-memory PGlite, so no Postgres server is needed.
 * Returns the new folder's name, or null when the schema has no changes.
 */
export async function createMigration(name: string, prismaDir = PRISMA_DIR, now = new Date()) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new Error('Give the migration a name, e.g. `npm run db:migration -- add_tags`');
  const baseDir = join(prismaDir, 'migrations');
  const lockPath = join(baseDir, 'migration_lock.toml');
  if (!existsSync(lockPath)) {
    mkdirSync(baseDir, { recursive: true });
    writeFileSync(
      lockPath,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('pglite-prisma-adapter'),
  ]);
  // The same extensions as the real databases, so migrations that create them replay here too. The
  // adapter would make its shadow database (where the migrations are replayed) without them.
  const shadow = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const replay = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const factory = new PrismaPGlite(shadow);
  factory.connectToShadowDb = () => new PrismaPGlite(replay).connect();
  try {
    const sql = await withEngine(wholeScripts(factory), prismaDir, async (engine) => {
      const result = await engine.diff({
        from: { tag: 'migrations', ...loadMigrations(prismaDir) },
        to: {
          tag: 'schemaDatamodel',
          files: [{ path: SCHEMA_FILE, content: readSchema(prismaDir) }],
        },
        script: true,
        exitCode: null,
        filters: NO_FILTERS,
      });
      return result.stdout;
    });
    if (!sql || /^\s*-- This is an empty migration\.\s*$/.test(sql)) return null;
    const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
    const folder = `${stamp}_${slug}`;
    mkdirSync(join(baseDir, folder), { recursive: true });
    writeFileSync(join(baseDir, folder, 'migration.sql'), sql);
    return folder;
  } finally {
    await shadow.close();
    await replay.close();
  }
}
