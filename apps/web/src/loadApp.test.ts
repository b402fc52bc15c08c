import { APP_MODULES_ID } from '@agency/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the loader of a server-rendered page', () => {
  it('starts the app after the page has painted: its modules preloaded, then its entry', async () => {
    document.body.innerHTML = `<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(
      ['/assets/index.js', '/assets/react.js', '/assets/Case.js'],
    )}</script>`;
    vi.resetModules();
    await import('./loadApp.ts');
    // Nothing before the next frame has been painted.
    expect(document.head.querySelector('script')).toBeNull();

    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/react.js', '/assets/Case.js', '/assets/index.js']);
    const entry = document.head.querySelector('script')!;
    expect(entry.type).toBe('module');
    expect(entry.getAttribute('src')).toBe('/assets/index.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('does nothing on a page without a module list', async () => {
    vi.resetModules();
    await import('./loadApp.ts');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.head.children).toHaveLength(0);
  });
});
