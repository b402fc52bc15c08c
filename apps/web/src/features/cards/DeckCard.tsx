import type { Card } from '@agency/schema';
import { animated, to, useSpring } from '@react-spring/web';
import { IconArrowsExchange, IconPlayerPlayFilled, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import classes from './cards.module.css';
import { REST, type Pose, type SpringPhysics } from './physics.ts';
import { CARD_TEXTS } from './texts.ts';

export interface DeckCardProps {
  card: Card;
  index: number;
  physics: SpringPhysics;
  entry: Pose;
  exit: Pose;
  leaving: boolean;
  active: boolean;
  launching: boolean;
  expanded: boolean;
  reducedMotion: boolean;
  onSelect: () => void;
  onExpand: () => void;
  onRelated: () => void;
  onDismiss: () => void;
}

/** One card of the deck, moved by a spring with its own physics; enters and leaves in the persona's way. */
export function DeckCard(props: DeckCardProps) {
  const { card, physics, reducedMotion } = props;
  const [style, api] = useSpring(() => ({
    from: props.entry,
    to: REST,
    delay: reducedMotion ? 0 : props.index * 70,
    config: physics,
    immediate: reducedMotion,
  }));

  useEffect(() => {
    if (props.leaving)
      void api.start({ to: props.exit, config: physics, immediate: reducedMotion, delay: 0 });
  }, [props.leaving, props.exit, api, physics, reducedMotion]);

  const transform = to(
    [style.x, style.y, style.rotate, style.scale],
    (x, y, rotate, scale) => `translate3d(${x}px, ${y}px, 0) rotate(${rotate}deg) scale(${scale})`,
  );

  return (
    <animated.article
      className={classes.card}
      data-active={props.active || undefined}
      data-reel={card.isVideoReel || undefined}
      data-launching={props.launching || undefined}
      data-testid="deck-card"
      style={{ opacity: style.opacity, transform }}
      aria-labelledby={`card-${card.id}-title`}
    >
      <button
        type="button"
        className={classes.cardMain}
        aria-pressed={card.isVideoReel ? undefined : props.active}
        onClick={props.onSelect}
        disabled={props.leaving}
      >
        <span className={classes.cardIndex} aria-hidden="true">
          {card.isVideoReel ? (
            <IconPlayerPlayFilled size={16} />
          ) : (
            String(props.index + 1).padStart(2, '0')
          )}
        </span>
        <span id={`card-${card.id}-title`} className={classes.cardTitle}>
          {card.title}
        </span>
        <span className={classes.cardDescription}>{card.description}</span>
        {card.isVideoReel ? <span className={classes.cardPlay}>{CARD_TEXTS.playReel}</span> : null}
      </button>
      {props.active ? (
        <div className={classes.cardActions}>
          <button
            type="button"
            className={classes.more}
            aria-expanded={props.expanded}
            aria-haspopup="dialog"
            onClick={props.onExpand}
          >
            {CARD_TEXTS.findOutMore}
          </button>
          {card.relatedCardIds.length > 0 ? (
            <button type="button" className={classes.related} onClick={props.onRelated}>
              <IconArrowsExchange size={15} stroke={1.8} aria-hidden="true" />
              {CARD_TEXTS.related}
            </button>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        className={classes.dismiss}
        aria-label={CARD_TEXTS.dismiss(card.title)}
        onClick={props.onDismiss}
        disabled={props.leaving}
      >
        <IconX size={14} stroke={2} />
      </button>
    </animated.article>
  );
}
