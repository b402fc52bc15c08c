import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import { OWN_ENTRIES, routeAssets, type Manifest } from './scripts/routeAssets.ts';

// In development the API runs on :3000 (`npm run dev`); these paths belong to it.
const API_ORIGIN = 'http://127.0.0.1:3000';
const API_PATHS = ['/api', '/trpc', '/case-studies-bundle.json', '/sitemap.xml', '/robots.txt'];
const proxy = Object.fromEntries(API_PATHS.map((path) => [path, { target: API_ORIGIN }]));

const SCHEMA_SOURCE = /[\\/]packages[\\/]schema[\\/]src[\\/]/;

/** node_modules packages matching one of these names, wherever the package manager put them. */
function packages(...names: string[]): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
}

/** The browser's build, not the server renderer's (`vite build --ssr`). */
const browserBuild = (_config: UserConfig, env: ConfigEnv) =>
  env.command === 'build' && !env.isSsrBuild;

/** Writes .vite/route-assets.json beside the manifest: each route's own chunks, for the server to preload. */
function routeAssetsFile(): Plugin {
  return {
    name: 'agency-route-assets',
    apply: browserBuild,
    writeBundle(options) {
      const dir = options.dir!;
      const manifest = JSON.parse(
        readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      writeFileSync(
        join(dir, '.vite', 'route-assets.json'),
        JSON.stringify(routeAssets(manifest), null, 2),
      );
    },
  };
}

/**
 * Writes `.br` and `.gz` beside each script and style sheet, at the highest levels (a seventh
 * smaller than the server's on-the-fly brotli), which the server sends as they are.
 */
function precompress(): Plugin {
  return {
    name: 'agency-precompress',
    apply: browserBuild,
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const path = join(options.dir!, fileName);
        const bytes = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

// The server renderer (src/entry-server.tsx, `vite build --ssr`) goes to dist/.ssr, which the web
// server never serves. It bundles its dependencies, so that the API loads one self-contained file.
const ssrBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserConfig));

const browserConfig = defineConfig({
  plugins: [react(), routeAssetsFile(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Each route is a lazy chunk by itself (routes.tsx). The groups below only split the framework
    // code every page needs from our own code, so a deploy does not invalidate cached vendors.
    // Mantine is left to automatic splitting: a component only one page uses stays in that page's
    // chunk instead of joining the home page's first load.
    rolldownOptions: {
      // The second entry starts the app on pages the server rendered (src/loadApp.ts); the others
      // are pages that run as their own small app (the home page, src/home.tsx).
      input: {
        index: 'index.html',
        loadApp: 'src/loadApp.ts',
        ...Object.fromEntries(Object.values(OWN_ENTRIES).map((entry) => [entry.name, entry.src])),
      },
      treeshake: {
        // @agency/schema is constants, texts and zod schemas only. Declared side-effect free, a page
        // that imports a text does not also ship zod and every schema (its index re-exports them).
        // Returning undefined keeps each other package's own package.json `sideEffects`.
        moduleSideEffects: (id) => (SCHEMA_SOURCE.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // React apart from the router: the home page runs without the router.
            { name: 'react', test: packages('react', 'react-dom', 'scheduler'), priority: 20 },
            {
              name: 'router',
              test: packages('react-router', 'react-router-dom', 'cookie'),
              priority: 20,
            },
            // The tRPC client alone: the home page's first message goes through it before React
            // Query (the rest of the data code) has come.
            { name: 'trpc-client', test: packages('@trpc/client', '@trpc/server'), priority: 15 },
            { name: 'data', test: packages('@tanstack', '@trpc'), priority: 10 },
            // Each icon is a few hundred bytes: apart, each would be a request of its own.
            { name: 'icons', test: packages('@tabler/icons-react'), priority: 5 },
          ],
        },
      },
    },
  },
});
