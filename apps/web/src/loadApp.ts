// The only script a server-rendered page starts with (apps/api/src/plugins/web.ts). The page is
// drawn and readable already; its code (some 200 KB) is fetched once the page has loaded and been
// painted, so that on a slow connection the style sheets and the largest image do not share the
// line with it. A visitor who touches the page first, or START_AT_LATEST_MS passing (a slow
// embed must not keep the page inert), starts it at once.
import { APP_MODULES_ID } from '@agency/schema';

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
