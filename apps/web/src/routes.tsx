import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout, RouteFallback } from './components/RootLayout.tsx';
import { RouteError } from './components/RouteError.tsx';
import { PAGES, type PageEntry } from './pageTable.ts';

/** Route handle, from the page table (pageTable.ts); entry-server.tsx reads it. */
export type RouteHandle = Pick<PageEntry, 'clientOnly' | 'ownEntry'>;

// The modules the page table names, each a lazy chunk of its own: the entry holds only the
// providers and the router, and a visitor downloads the code of the page they open.
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  './pages/*/*Page.tsx',
  './pages/Admin/LeadLink.tsx',
  '!./pages/shared/**',
]);

function pageRoute(page: PageEntry): RouteObject {
  const load = pageModules[`./${page.module}`];
  if (!load) throw new Error(`No page module ${page.module}`);
  const handle: RouteHandle = { clientOnly: page.clientOnly, ownEntry: page.ownEntry };
  const lazy = () => load().then((mod) => ({ Component: mod[page.component] }));
  return page.path === null ? { index: true, handle, lazy } : { path: page.path, handle, lazy };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: PAGES.map(pageRoute),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
