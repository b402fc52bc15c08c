import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './ImageWithFallback.tsx';

const image = <ImageWithFallback src="/missing.webp" alt="IMAX: hero" label="IMAX" />;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The server's HTML, hydrated once the browser has already given up on the image (or not). */
async function hydrateAfterLoad(state: { complete: boolean; naturalWidth: number }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(image);
  document.body.append(container);
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(state.complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(state.naturalWidth);
  await act(async () => {
    hydrateRoot(container, image);
  });
}

describe('ImageWithFallback on a page drawn by the server', () => {
  it('shows the grey placeholder with the label for an image that failed before the app ran', async () => {
    await hydrateAfterLoad({ complete: true, naturalWidth: 0 });
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'IMAX: hero' }).textContent).toBe('IMAX');
  });

  it('keeps an image that loaded, and one still loading', async () => {
    await hydrateAfterLoad({ complete: true, naturalWidth: 1600 });
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/missing.webp');
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    await hydrateAfterLoad({ complete: false, naturalWidth: 0 });
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/missing.webp');
  });
});
