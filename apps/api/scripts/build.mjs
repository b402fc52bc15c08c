// Compiles the server for production: each entry (the server, its workers) becomes an ES module
// in apps/api/dist, with what entries share in dist/chunks, the workspace packages (@agency/db,
// @agency/schema and the Prisma client generated inside @agency/db) compiled in and every npm
// dependency left to node_modules.
// Plain JavaScript so that it runs with Node alone. A new worker entry is one line in ENTRIES;
// its TypeScript twin for development and tests loads beside it (see pdfWorker.mjs).
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

const BASE64_MODULE = '@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs';
const WASM_FILE = 'query_compiler_fast_bg.postgresql.wasm';
const LOADER = 'agency:query-compiler-wasm';

/**
 * Prisma's query compiler from a .wasm file beside the chunks rather than from the base64 string
 * the generated client imports: the string and the module's source stayed in the main thread's
 * heap for good (about 9 MB), where the file's bytes are dropped once compiled. The generated
 * client's loader is replaced here, so development and tests keep Prisma's own.
 */
const queryCompilerFromFile = {
  name: 'query-compiler-from-file',
  setup(builder) {
    const base64 = readFileSync(createRequire(`${api}package.json`).resolve(BASE64_MODULE), 'utf8');
    const encoded = /const wasm = "([^"]+)"/.exec(base64)?.[1];
    if (!encoded) throw new Error(`${BASE64_MODULE} no longer holds one base64 string`);
    // A dynamic import's target is a chunk of its own, so the file goes where that chunk is.
    builder.onEnd(() => {
      mkdirSync(`${api}dist/chunks`, { recursive: true });
      writeFileSync(`${api}dist/chunks/${WASM_FILE}`, Buffer.from(encoded, 'base64'));
    });
    builder.onLoad({ filter: /generated[\\/]prisma[\\/]internal[\\/]class\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const prismaLoader = `const { wasm } = await import("${BASE64_MODULE}")\n    return await decodeBase64AsWasm(wasm)`;
      if (!source.includes(prismaLoader))
        throw new Error(`${args.path}: Prisma's query compiler loader changed; see build.mjs`);
      return {
        contents: source.replace(
          prismaLoader,
          `const { queryCompilerModule } = await import("${LOADER}")\n    return await queryCompilerModule()`,
        ),
        loader: 'ts',
      };
    });
    builder.onResolve({ filter: new RegExp(`^${LOADER}$`) }, () => ({
      path: 'query-compiler',
      namespace: LOADER,
    }));
    builder.onLoad({ filter: /.*/, namespace: LOADER }, () => ({
      contents: `import { readFile } from 'node:fs/promises';
export async function queryCompilerModule() {
  return new WebAssembly.Module(await readFile(new URL('./${WASM_FILE}', import.meta.url)));
}`,
      loader: 'js',
    }));
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
  plugins: [queryCompilerFromFile, dependenciesStayExternal],
  sourcemap: true,
  // Bundled CommonJS inside ESM needs `require`; Node's ESM scope has none.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
