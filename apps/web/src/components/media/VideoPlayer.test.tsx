import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

/** An IntersectionObserver the test moves by hand. */
function stubObserver() {
  const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => act(() => observers.forEach((callback) => callback([{ isIntersecting: true }])));
}

afterEach(() => vi.unstubAllGlobals());

describe('VideoPlayer', () => {
  it('fetches nothing for a video with a poster until it is played', () => {
    const comeNear = stubObserver();
    const { container } = renderWithProviders(
      <VideoPlayer url="/media/a.mp4" title="Film" poster="/media/a.webp" />,
    );
    comeNear();
    const video = container.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/media/a.webp');
  });

  it('loads the first frame of a video without a poster once it comes near the screen', () => {
    const comeNear = stubObserver();
    const { container } = renderWithProviders(<VideoPlayer url="/media/b.mp4" title="Reel" />);
    expect(container.querySelector('video')!.getAttribute('preload')).toBe('none');
    comeNear();
    expect(container.querySelector('video')!.getAttribute('preload')).toBe('metadata');
    expect(container.querySelector('video source')!.getAttribute('src')).toBe('/media/b.mp4');
  });
});
