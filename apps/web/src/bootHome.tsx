import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { whenAppReady } from './lib/appReady.ts';
import { holdEarlyInput } from './lib/earlyInput.ts';
import { HomeRoot } from './pages/Home/HomeRoot.tsx';

/**
 * Starts the home page in `container`: hydrates the page the server drew (entry-server.tsx renders
 * the same HomeRoot), then hands over what was typed or pressed before; or renders it from scratch.
 */
export function startHome(
  container: HTMLElement,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Root {
  const app = (
    <StrictMode>
      <HomeRoot />
    </StrictMode>
  );
  if (!container.firstElementChild) {
    const root = createRoot(container, options);
    root.render(app);
    return root;
  }
  const replayEarlyInput = holdEarlyInput(container);
  // As a transition, hydration yields to input every few milliseconds (as in boot.tsx).
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, app, options);
  });
  void whenAppReady(container.ownerDocument).then(replayEarlyInput);
  return root;
}
