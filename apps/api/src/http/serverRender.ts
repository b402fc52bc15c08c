// Loads the web app's server renderer (apps/web/src/entry-server.tsx, built to <webDist>/.ssr) and
// gives it the API's own routes as its fetch, so a page is rendered from the same answers the
// browser would get, without a network hop.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { APP_MODULES_ID, escapeHtml, serializeScriptJson, type RenderedPage } from '@agency/schema';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What entry-server.tsx exports. */
interface ServerEntry {
  renderPage(options: {
    url: string;
    origin: string;
    fetch: typeof fetch;
  }): Promise<RenderedPage | null>;
}

export type RenderPage = (url: string) => Promise<RenderedPage | null>;

/** Status codes whose responses carry no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url,
      headers: Object.fromEntries(headers),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(item));
      }
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The page renderer of the build in `webDist`, or null when the build has none (the pages are then
 * sent for the browser to render).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  origin: string,
): Promise<RenderPage | null> {
  const file = join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const fetch = injectFetch(app);
  return (url) => entry.renderPage({ url, origin, fetch });
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface DeferredApp {
  /** index.html with the loader in place of the app's script and module preloads. */
  template: string;
  /** The app's entry module, then the modules it imports. */
  modules: string[];
}

/**
 * index.html for a page the server rendered: it starts with the app's loader only
 * (apps/web/src/loadApp.ts), which fetches the app once the page has loaded. Null when the build
 * has no loader or index.html no entry script, and the page then loads the app as index.html does.
 */
export function deferredApp(template: string, webDist: string): DeferredApp | null {
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const loader = manifest['src/loadApp.ts']?.file;
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!loader || !entry) return null;
  const modules = [entry, ...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)];
  return {
    template: template
      .replace(MODULE_PRELOAD, '')
      .replace(
        ENTRY_SCRIPT,
        () => `<script type="module" crossorigin src="/${escapeHtml(loader)}"></script>\n    `,
      ),
    modules,
  };
}

/** The JSON list of modules the loader starts. */
export function appModulesScript(modules: string[]): string {
  return `<script type="application/json" id="${APP_MODULES_ID}">${serializeScriptJson(modules)}</script>`;
}
