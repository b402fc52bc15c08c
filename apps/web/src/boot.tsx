import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './App.tsx';
import { whenAppReady } from './lib/appReady.ts';
import { holdEarlyInput } from './lib/earlyInput.ts';
import { routes } from './routes.tsx';
import { readAppState } from './ssrState.ts';

/**
 * Loads the code of the routes the page shows before hydrating, so that the first render in the
 * browser is the page the server drew rather than the router's loading fallback.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Hands the data the page was rendered from to the data providers of the page that reads it (its
 * chunk holds them already); a page without data does not fetch them.
 */
async function seedData(state: DehydratedState): Promise<void> {
  if (state.queries.length === 0 && state.mutations.length === 0) return;
  const { seedQueryClient } = await import('./lib/DataProviders.tsx');
  seedQueryClient(state);
}

/**
 * Starts the app in `container`: hydrates the page the server rendered there, with the data it
 * rendered it from, or renders it from scratch when the server left it to the browser.
 */
export async function startApp(
  container: HTMLElement,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<Root> {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const state = readAppState(container.ownerDocument);
  if (state && container.firstElementChild) {
    await Promise.all([loadMatchedRoutes(), seedData(state)]);
    const replayEarlyInput = holdEarlyInput(container);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so the drawn page answers input at once.
    let root!: Root;
    startTransition(() => {
      root = hydrateRoot(container, app, options);
    });
    void whenAppReady(container.ownerDocument).then(replayEarlyInput);
    return root;
  }
  const root = createRoot(container, options);
  root.render(app);
  return root;
}
