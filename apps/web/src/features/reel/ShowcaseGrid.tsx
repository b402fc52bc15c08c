import { IconPlayerPlayFilled, IconX } from '@tabler/icons-react';
import { m } from 'framer-motion';
import { useId, useRef } from 'react';
import { ImageWithFallback } from '../../components/media/ImageWithFallback.tsx';
import { useRevealOnOpen } from '../../lib/useRevealOnOpen.ts';
import classes from './reel.module.css';
import { SHOWCASE } from './media.ts';
import { REEL_TEXTS } from './texts.ts';

export interface ShowcaseGridProps {
  onPlay: (video: { src: string; title: string; poster: string }) => void;
  onDiscuss: () => void;
  onClose: () => void;
}

/** 'Our Creative Showcase': Highlight Reel, Brand Vision, Client Stories, and 'Discuss Your Video Project'. */
export function ShowcaseGrid({ onPlay, onDiscuss, onClose }: ShowcaseGridProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useRevealOnOpen(panel);
  return (
    <m.section
      ref={panel}
      className={classes.showcase}
      aria-labelledby={titleId}
      data-testid="showcase"
      initial={{ opacity: 0, y: 24 }}
      animate={{ opacity: 1, y: 0 }}
      exit={{ opacity: 0, y: 16 }}
      transition={{ duration: 0.4, ease: [0.22, 1, 0.36, 1] }}
    >
      <button
        type="button"
        className={classes.close}
        aria-label={REEL_TEXTS.showcaseClose}
        onClick={onClose}
      >
        <IconX size={18} stroke={1.8} />
      </button>
      <h2 id={titleId} className={classes.showcaseTitle}>
        {REEL_TEXTS.showcaseTitle}
      </h2>
      <p className={classes.showcaseSubtitle}>{REEL_TEXTS.showcaseSubtitle}</p>
      <ul className={classes.showcaseGrid}>
        {SHOWCASE.map((video) => (
          <li key={video.id}>
            <button
              type="button"
              className={classes.tile}
              aria-label={REEL_TEXTS.play(video.title)}
              onClick={() => onPlay({ src: video.src, title: video.title, poster: video.poster })}
            >
              <ImageWithFallback
                src={video.poster}
                alt=""
                label={video.title}
                className={classes.tileImage}
              />
              <span className={classes.tilePlay} aria-hidden="true">
                <IconPlayerPlayFilled size={20} />
              </span>
              <span className={classes.tileText}>
                <span className={classes.tileTitle}>{video.title}</span>
                <span className={classes.tileCaption}>{REEL_TEXTS.showcaseCaptions[video.id]}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={classes.discuss} onClick={onDiscuss}>
        {REEL_TEXTS.discuss}
      </button>
    </m.section>
  );
}
