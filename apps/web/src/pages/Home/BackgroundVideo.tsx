import { useEffect, useRef, useState } from 'react';
import classes from './HomePage.module.css';
import { BACKGROUND_VIDEOS } from './media.ts';

export interface BackgroundVideoProps {
  /** Employment mode swaps to the creative background (product.md §4). */
  creative: boolean;
  /** The video can play (or never will): the loading overlay may go. */
  onReady: () => void;
}

/**
 * The looping background: its poster paints first, and the video is only asked for after the first
 * frame (`preload="none"`, then a source and play()), so it never holds up the page. With reduced
 * motion the poster stays and nothing plays.
 */
export function BackgroundVideo({ creative, onReady }: BackgroundVideoProps) {
  // Read once, in the browser (the server has no preference to read; nothing it draws depends on it).
  const [reduced] = useState(
    () =>
      typeof window !== 'undefined' &&
      window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true,
  );
  const source = creative ? BACKGROUND_VIDEOS.creative : BACKGROUND_VIDEOS.default;
  return (
    <div className={classes.background} aria-hidden="true">
      <BackgroundLayer
        key={source.src}
        src={source.src}
        poster={source.poster}
        play={!reduced}
        onReady={onReady}
      />
      <div className={classes.shade} />
    </div>
  );
}

function BackgroundLayer(props: {
  src: string;
  poster: string;
  play: boolean;
  onReady: () => void;
}) {
  const { src, poster, play, onReady } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    const element = video.current;
    if (!element || !play) {
      ready.current();
      return;
    }
    // After the first frame has painted the poster.
    const frame = requestAnimationFrame(() => {
      element.preload = 'auto';
      element.src = src;
      element.play()?.catch(() => ready.current());
    });
    return () => cancelAnimationFrame(frame);
  }, [src, play]);

  return (
    <div className={classes.backgroundLayer}>
      <img className={classes.poster} src={poster} alt="" decoding="async" fetchPriority="high" />
      <video
        ref={video}
        className={classes.video}
        data-playing={playing || undefined}
        muted
        loop
        playsInline
        preload="none"
        poster={poster}
        onPlaying={() => {
          setPlaying(true);
          ready.current();
        }}
        onError={() => {
          console.warn('The background video failed to load', src);
          ready.current();
        }}
      />
    </div>
  );
}
