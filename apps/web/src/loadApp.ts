// The only script a server-rendered page starts with (apps/api/src/plugins/web.ts). The page is
// drawn and readable already; its code (some 200 KB) is fetched once the page has loaded and been
// painted, so that on a slow connection the style sheets and the largest image do not share the
// line with it. A visitor who touches the page first, or START_AT_LATEST_MS passing (a slow
// embed must not keep the page inert), starts it at once.
import { APP_MODULES_ID, ENTER_SENDS_ATTRIBUTE } from '@agency/schema';
import type { EarlyAction } from './lib/earlyInput.ts';

const START_AT_LATEST_MS = 2500;

function start(): void {
  const script = document.getElementById(APP_MODULES_ID);
  const [entry, ...imports] = JSON.parse(script?.textContent || '[]') as string[];
  if (!entry) return;
  const links = [...imports, entry].map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  const main = document.createElement('script');
  main.type = 'module';
  main.crossOrigin = '';
  main.src = entry;
  document.head.append(...links, main);
}

/**
 * Until the app runs, presses on the page's buttons (a suggestion, the send button) and Enter in a
 * box that sends on Enter are held (lib/earlyInput.ts), and a form is not sent the browser's
 * way, which would reload the page: the app replays them once it runs. Links work as they are.
 */
function holdPresses(root: HTMLElement): void {
  const held: EarlyAction[] = (window.earlyActions = []);
  const holding = () => window.earlyActions === held;
  root.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (holding() && button && root.contains(button))
        held.push({ kind: 'click', target: button });
    },
    true,
  );
  root.addEventListener('submit', (event) => holding() && event.preventDefault(), true);
  root.addEventListener(
    'keydown',
    (event) => {
      const box = event.target as Element | null;
      if (!holding() || event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
      if (!box?.matches(`textarea[${ENTER_SENDS_ATTRIBUTE}]`)) return;
      event.preventDefault();
      held.push({ kind: 'enter', target: box });
    },
    true,
  );
}

const root = document.getElementById('root');
if (root) holdPresses(root);

let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  start();
}

/** After the next frame is painted: `load` can come before the first paint. */
function afterPaint(): void {
  requestAnimationFrame(() => setTimeout(startOnce, 0));
}

if (document.readyState === 'complete') afterPaint();
else {
  window.addEventListener('load', afterPaint, { once: true });
  setTimeout(startOnce, START_AT_LATEST_MS);
  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    window.addEventListener(type, startOnce, { once: true, capture: true, passive: true });
  }
}
