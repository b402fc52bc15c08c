import fastifyStatic from '@fastify/static';
import {
  changesWithTime,
  isMediaVariantRequest,
  matchParamPage,
  MEASUREMENT_ID_META,
  mediaVariantPath,
  normalizePath,
  notFoundSeo,
  type RenderedPage,
} from '@agency/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sendEncoded } from '../http/encoded.ts';
import { appModulesScript, deferredApp, loadPageRenderer } from '../http/serverRender.ts';
import { encodeBody } from '../services/contentCache.ts';
import type { RouteOptions } from './services.ts';
import {
  appendToHead,
  htmlWithHead,
  htmlWithRoot,
  resolvePage,
  type ResolvedPage,
} from '../services/seo/pageHead.ts';
import {
  dataPreload,
  imagePreload,
  modulePreload,
  routePreloads,
  stylesheet,
} from '../services/seo/preloads.ts';

const HTML = 'text/html; charset=utf-8';

/** A path no route of the app has: the 404 page is rendered from it. */
const NOT_FOUND_RENDER_PATH = '/404';

/**
 * Serves the built web app: hashed assets cached forever, every page through index.html with that
 * page's head (title, description, canonical, Open Graph, Twitter, JSON-LD), so crawlers that run
 * no JavaScript see it. Status 200 for a page the app has (a static path, or a case study or
 * service in the database), else 404 with the app, which shows its 404 page.
 */
export const webApp = fp(async (app: FastifyInstance, { config, db }: RouteOptions) => {
  const { prisma } = db;
  const { content } = app.services;
  // Canonical and Open Graph URLs are absolute on the site's public origin.
  const { webDist, publicUrl } = config;
  const indexPath = join(webDist, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (!template) app.log.warn(`No built web app at ${webDist}: run \`npm run build\``);

  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // The build writes brotli and gzip copies of scripts and styles (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes('/assets/');
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        );
      },
    });
  }

  // A picture's smaller copy, asked for by a srcset as `?w=` (packages/schema media.ts): the copy
  // when the build has one, else the picture itself (the static route, which ignores the query).
  if (existsSync(webDist)) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!request.url.startsWith('/media/') || !request.url.includes('?')) return;
      const { pathname, searchParams } = new URL(request.url, 'http://localhost');
      const width = Number(searchParams.get('w'));
      if (!isMediaVariantRequest(pathname, width)) return;
      const copy = mediaVariantPath(pathname, width);
      if (existsSync(join(webDist, copy))) return reply.sendFile(copy.slice(1));
    });
  }

  const preloads = routePreloads(webDist);
  const renderPage = template ? await loadPageRenderer(app, webDist, publicUrl) : null;

  /** The server's rendering of the page; on failure the browser renders it, as without one. */
  async function render(request: FastifyRequest, url: string): Promise<RenderedPage | null> {
    if (!renderPage) return null;
    try {
      return await renderPage(url);
    } catch (error) {
      request.log.error({ err: error, url }, 'could not render the page on the server');
      return null;
    }
  }
  const deferred = template ? deferredApp(template, webDist) : null;

  /** `path` null: the 404 page, whatever the missing path. */
  function pageHtml(
    template: string,
    path: string | null,
    resolved: Pick<ResolvedPage, 'seo' | 'heroImage' | 'data'>,
    rendered: RenderedPage | null,
  ): string {
    if (!rendered) {
      // The browser renders the page: its code, largest image and data are fetched at once.
      const hints =
        preloads.forPath(path) +
        imagePreload(resolved.heroImage) +
        (resolved.data ?? []).map(dataPreload).join('');
      return htmlWithHead(template, resolved.seo, publicUrl, hints);
    }
    // The page comes drawn, with its data: it needs its style sheets to paint, its largest image
    // early, and its code only after (deferredApp).
    const { js, css, entry } = preloads.assetsFor(path);
    const hints =
      imagePreload(resolved.heroImage) + (deferred ? '' : js.map(modulePreload).join(''));
    const page = appendToHead(
      htmlWithHead(deferred?.template ?? template, resolved.seo, publicUrl, hints),
      // After the app's own sheet, where the browser would add them: the page's rules come
      // later in the cascade than Mantine's, as they do when the browser renders the page.
      css.map(stylesheet).join(''),
    );
    // A page with its own entry (the home page) starts from it instead of the app's.
    const modules = deferred ? appModulesScript(entry ?? [...deferred.modules, ...js]) : '';
    return htmlWithRoot(page, { html: rendered.html, state: rendered.state + modules });
  }

  // The app loads analytics only for the id its page names. A browser sending Global Privacy
  // Control has declined already, so its pages do not even carry the id.
  const analyticsTag = config.analyticsId
    ? `<meta name="${MEASUREMENT_ID_META}" content="${config.analyticsId}" />`
    : '';
  const withAnalytics = (page: string, gpc: boolean) =>
    gpc || !analyticsTag ? page : appendToHead(page, analyticsTag);
  const varyAlso = analyticsTag ? ['Sec-GPC'] : [];

  // A missing record of a page with a parameter (a case study, service or role) is left to the
  // browser, whose page for it says so; its head is the same for every such path: made once (per
  // GPC signal).
  const notFoundHtml = template
    ? htmlWithHead(template, notFoundSeo(), publicUrl, preloads.forPath(null))
    : null;
  const notFoundPages = notFoundHtml
    ? {
        plain: encodeBody(HTML, withAnalytics(notFoundHtml, false)),
        gpc: encodeBody(HTML, withAnalytics(notFoundHtml, true)),
      }
    : null;

  /**
   * Any other missing path gets the 404 page drawn by the server, so that it reads without
   * JavaScript. It is the same for every such path: rendered once per content version (from a
   * path of its own, so that no visitor's path shapes what the others get), never kept per path,
   * so a crawl of made-up paths cannot push the real pages out.
   */
  function renderedNotFound(request: FastifyRequest, template: string, gpc: boolean) {
    return content.response(`page:${gpc ? 'gpc:' : ''}404`, async () => {
      const rendered = await render(request, NOT_FOUND_RENDER_PATH);
      if (!rendered) return null;
      const html = pageHtml(template, null, { seo: notFoundSeo() }, rendered);
      return encodeBody(HTML, withAnalytics(html, gpc));
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!template || !notFoundPages) {
      return reply
        .status(503)
        .send({ error: 'UNAVAILABLE', message: 'The web app is not built yet' });
    }
    const path = normalizePath(new URL(request.url, 'http://localhost').pathname);
    const gpc = Boolean(analyticsTag) && request.headers['sec-gpc'] === '1';
    // Pages that exist are kept ready per content version; missing ones are not kept, so a
    // crawl of made-up paths cannot push the real pages out.
    // A page that changes with time alone (a role that expires) is kept per minute as well.
    const minute = changesWithTime(path) ? `@${Math.floor(Date.now() / 60_000)}` : '';
    const page = await content
      .response(`page:${gpc ? 'gpc:' : ''}${path}${minute}`, async () => {
        const resolved = await resolvePage(prisma, path, publicUrl);
        if (!resolved.found) return null;
        const html = pageHtml(template, path, resolved, await render(request, path));
        return { ...(await encodeBody(HTML, withAnalytics(html, gpc))), status: resolved.status };
      })
      .catch((error: unknown) => {
        request.log.error({ err: error, path }, 'could not resolve the page');
        return null;
      });
    if (page)
      return sendEncoded(request, reply.status(page.status ?? 200), page, 'no-cache', varyAlso);
    const drawn = matchParamPage(path)
      ? null
      : await renderedNotFound(request, template, gpc).catch((error: unknown) => {
          request.log.error({ err: error, path }, 'could not render the 404 page');
          return null;
        });
    const notFound = drawn ?? (await (gpc ? notFoundPages.gpc : notFoundPages.plain));
    return sendEncoded(request, reply.status(404), notFound, 'no-cache', varyAlso);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = /^\/(api|trpc)(\/|$)/.test(request.url);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        error: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    return sendPage(request, reply);
  });
});
