import { act, fireEvent, screen } from '@testing-library/react';
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
  it('shows a poster with a play button, in the size the screen needs, until it is played', () => {
    const { container } = renderWithProviders(
      <VideoPlayer url="/media/a.mp4" title="Film" poster="/media/a.webp" priority />,
    );
    expect(container.querySelector('video')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play Film' });
    const poster = play.querySelector('img')!;
    expect(poster.getAttribute('src')).toBe('/media/a.webp');
    expect(poster.getAttribute('srcset')).toBe('/media/a.webp?w=800 800w, /media/a.webp 1600w');
    expect(poster.getAttribute('fetchpriority')).toBe('high');

    fireEvent.click(play);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('poster')).toBe('/media/a.webp');
    expect(video.autoplay).toBe(true);
    expect(video.querySelector('source')!.getAttribute('src')).toBe('/media/a.mp4');
  });

  it('keeps a poster from elsewhere as it is, and plays without one when it is missing', () => {
    renderWithProviders(
      <VideoPlayer url="/media/a.mp4" title="Film" poster="https://cdn.example.com/a.webp" />,
    );
    const poster = screen.getByRole('button', { name: 'Play Film' }).querySelector('img')!;
    expect(poster.getAttribute('srcset')).toBeNull();
    expect(poster.getAttribute('loading')).toBe('lazy');
    fireEvent.error(poster);
    expect(screen.getByRole('button', { name: 'Play Film' }).querySelector('img')).toBeNull();
  });

  it("loads another site's player only once it is played, and starts it", () => {
    const { container } = renderWithProviders(
      <VideoPlayer url="https://youtu.be/Xk4pR7bN2qE" title="Campaign film" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play Campaign film (from YouTube)' });
    expect(play.textContent).toContain('Plays from YouTube');
    fireEvent.click(play);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Xk4pR7bN2qE?autoplay=1',
    );
    expect(document.activeElement).toBe(frame);
  });

  it("shows the study's picture on the play button of a film from another site, not a black box", () => {
    renderWithProviders(
      <VideoPlayer url="https://youtu.be/Xk4pR7bN2qE" title="Launch film" poster="/media/h.webp" />,
    );
    const play = screen.getByRole('button', { name: 'Play Launch film (from YouTube)' });
    const poster = play.querySelector('img')!;
    expect(poster.getAttribute('src')).toBe('/media/h.webp');
    expect(poster.getAttribute('srcset')).toBe('/media/h.webp?w=800 800w, /media/h.webp 1600w');
    expect(play.textContent).toContain('Launch film');
    fireEvent.error(poster);
    expect(play.querySelector('img')).toBeNull();
    expect(play.textContent).toContain('Plays from YouTube');
  });

  it('frames a vertical film upright, and a YouTube Shorts link as one', () => {
    const ratio = (container: HTMLElement) =>
      container
        .querySelector<HTMLElement>('.mantine-AspectRatio-root')!
        .style.getPropertyValue('--ar-ratio');
    const upright = renderWithProviders(<VideoPlayer url="/media/v.mp4" title="Reel" vertical />);
    expect(ratio(upright.container)).toBe(String(9 / 16));
    upright.unmount();
    const shorts = renderWithProviders(
      <VideoPlayer url="https://www.youtube.com/shorts/abcDEF12345" title="Short" />,
    );
    expect(ratio(shorts.container)).toBe(String(9 / 16));
    shorts.unmount();
    const wide = renderWithProviders(
      <VideoPlayer url="https://youtu.be/Xk4pR7bN2qE" title="Spot" />,
    );
    expect(ratio(wide.container)).toBe(String(16 / 9));
  });

  it('embeds another address as it is, when played, only where the page allows it', () => {
    const { container, unmount } = renderWithProviders(
      <VideoPlayer url="https://player.example.com/v/42" title="Spot" embedOther />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play Spot (from player.example.com)' }));
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://player.example.com/v/42',
    );
    unmount();
    const modal = renderWithProviders(
      <VideoPlayer url="https://player.example.com/v/42" title="Spot" />,
    );
    expect(modal.container.querySelector('button, iframe')).toBeNull();
  });

  it('loads the first frame of a video without a poster once it comes near the screen', () => {
    const comeNear = stubObserver();
    const { container } = renderWithProviders(<VideoPlayer url="/media/b.mp4" title="Reel" />);
    expect(container.querySelector('video')!.getAttribute('preload')).toBe('none');
    comeNear();
    expect(container.querySelector('video')!.getAttribute('preload')).toBe('metadata');
    expect(container.querySelector('video source')!.getAttribute('src')).toBe('/media/b.mp4');
  });

  it('keeps the keyboard focus of a visitor on the video as it comes near and loads', () => {
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const comeNear = stubObserver();
    const { container } = renderWithProviders(<VideoPlayer url="/media/b.mp4" title="Reel" />);
    const video = container.querySelector('video')!;
    // A browser focuses a video with controls; jsdom only an element with a tab index.
    video.tabIndex = 0;
    video.focus();
    expect(document.activeElement).toBe(video);

    comeNear();
    expect(container.querySelector('video')).toBe(video);
    expect(document.activeElement).toBe(video);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
