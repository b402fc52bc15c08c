// Renders a page's first view on the server, built apart (`vite build --ssr`) and loaded by the
// API (apps/api/src/plugins/web.ts). The browser gets the page drawn at once, its largest image
// and text painting before any script has run, and hydrates it (main.tsx).
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type Params,
} from 'react-router-dom';
import { AppProviders } from './App.tsx';
import { HomeRoot } from './pages/Home/HomeRoot.tsx';
import { setSiteOrigin } from './lib/seo/index.ts';
import { createQueryClient, createTrpcClient, trpc, TRPC_URL } from './lib/trpc.ts';
import { routes, type RouteHandle } from './routes.tsx';
import { appStateScript } from './ssrState.ts';
import type { AppRouter } from '@agency/api';
import { roleFiltersFrom, type PageRoutePath, type RenderedPage } from '@agency/schema';
import type { CreateQueryUtils } from '@trpc/react-query/shared';

type QueryUtils = CreateQueryUtils<AppRouter>;

type Prefetch = (utils: QueryUtils, params: Params, search: URLSearchParams) => Promise<unknown>;

/** The data each data-driven page asks for first, fetched before rendering it (by route path). */
const PREFETCH: Record<string, Prefetch> = {
  'case-studies/:slug': async (utils, { slug = '' }) => {
    const bundle = await utils.caseStudies.bundle.fetch();
    const study = bundle.caseStudies[slug];
    // The page shows one study, so only that one goes into its state: the whole bundle would
    // double the HTML and cost a phone another round trip before the first paint. Only this
    // page reads the bundle; a study it then lacks is looked up in the full list (useCaseStudy),
    // as one newer than the bundle is here.
    utils.caseStudies.bundle.setData(undefined, {
      ...bundle,
      caseStudies: study ? { [slug]: study } : {},
    });
    if (!study) await utils.caseStudies.list.prefetch();
  },
  'services/:slug': (utils, { slug = '' }) => utils.services.bySlug.prefetch({ slug }),
  // The same filters the page reads from its address (an unknown value is no filter).
  careers: (utils, _params, search) => utils.careers.list.prefetch(roleFiltersFrom(search)),
  'careers/:slug': (utils, { slug = '' }) => utils.careers.bySlug.prefetch({ slug }),
} satisfies Partial<Record<PageRoutePath, Prefetch>>;

export interface RenderOptions {
  /** Path and query of the page. */
  url: string;
  /** The site's public origin, for canonical URLs and structured data. */
  origin: string;
  /** Answers the page's API requests (the server's own routes, without a network hop). */
  fetch: typeof fetch;
}

const handler = createStaticHandler(routes);

/** The page's first view, or null for a page that renders in the browser only. */
export async function renderPage({
  url,
  origin,
  fetch,
}: RenderOptions): Promise<RenderedPage | null> {
  setSiteOrigin(origin);
  // Known from the route table, before the query loads the page's module: the admin's pages
  // render in the browser only, and their code would stay in the server's heap for nothing.
  const handleOf = (route: { handle?: unknown }) => route.handle as RouteHandle | undefined;
  const routed = matchRoutes(routes, new URL(url, origin).pathname) ?? [];
  if (routed.some(({ route }) => handleOf(route)?.clientOnly)) return null;
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return null;
  const { matches } = context;
  // The home page is its own small app (src/home.tsx hydrates the same tree), with no data.
  if (matches.some(({ route }) => handleOf(route)?.ownEntry))
    return { html: renderToString(<HomeRoot />), state: '' };

  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient(TRPC_URL, fetch);
  const leaf = matches.at(-1);
  const prefetch = leaf?.route.path ? PREFETCH[leaf.route.path] : undefined;
  await prefetch?.(
    createTRPCQueryUtils({ client: trpcClient, queryClient }),
    leaf?.params ?? {},
    new URL(url, origin).searchParams,
  );

  const html = renderToString(
    <AppProviders>
      {/* Where the browser has the pages' own (lib/DataProviders.tsx), which then add nothing. */}
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            // The router's own hydration script is inline, which the Content-Security-Policy
            // forbids; the routes have no loaders, so it would carry nothing.
            hydrate={false}
          />
        </QueryClientProvider>
      </trpc.Provider>
    </AppProviders>,
  );
  const state = appStateScript(dehydrate(queryClient));
  queryClient.clear();
  return { html, state };
}
