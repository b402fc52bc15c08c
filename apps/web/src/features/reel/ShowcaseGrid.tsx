import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { ChatPanel } from '../../components/ChatPanel.tsx';
import { ImageWithFallback } from '../../components/media/ImageWithFallback.tsx';
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
  return (
    <ChatPanel
      classNames={{ root: classes.showcase, subtitle: classes.showcaseSubtitle }}
      testId="showcase"
      duration={0.4}
      title={REEL_TEXTS.showcaseTitle}
      subtitle={REEL_TEXTS.showcaseSubtitle}
      closeLabel={REEL_TEXTS.showcaseClose}
      onClose={onClose}
    >
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
    </ChatPanel>
  );
}
