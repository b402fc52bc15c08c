// Compiles the server for production: each entry (the server, its workers) becomes an ES module
// in apps/api/dist, with what entries share in dist/chunks, the workspace packages (@agency/db,
// @agency/schema and the Prisma client generated inside @agency/db) compiled in and every npm
// dependency left to node_modules.
// Plain JavaScript so that it runs with Node alone. A new worker entry is one line in ENTRIES;
// its TypeScript twin for development and tests loads beside it (see pdfWorker.mjs).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const api = fileURLToPath(new URL('..', import.meta.url));

/**
 * Output name (in dist, `.mjs`) → source. Workers are found at `./<name>.mjs` by pdfPool.ts,
 * assistantThread.ts and @agency/db's pgliteProxy.ts (the embedded database's thread).
 */
const ENTRIES = {
  server: 'src/server.ts',
  pdfWorker: 'src/services/files/pdfWorker.ts',
  assistantWorker: 'src/services/assistant/assistantWorker.ts',
  pgliteWorker: '../../packages/db/src/pgliteWorker.ts',
};

/**
 * Every bare import but a workspace package's stays an import, resolved from node_modules at run
 * time: a dependency the production install lacks then fails the image check instead of hiding
 * inside the bundle.
 */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@agency/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(`${api}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: api,
  entryPoints: Object.fromEntries(Object.entries(ENTRIES)),
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Code shared by entries goes to chunks, and a dynamic import stays one: a thread loads only the
  // modules it imports (one bundle per entry put the assistant, wink and eld in the server's main
  // thread on Postgres, where the assistant has a thread of its own).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20.19',
  plugins: [dependenciesStayExternal],
  sourcemap: true,
  // Bundled CommonJS inside ESM needs `require`; Node's ESM scope has none.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
