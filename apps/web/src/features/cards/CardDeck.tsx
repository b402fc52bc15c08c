import { CARD_DECK_MAX, CARD_TRANSITION_MS, type Card } from '@agency/schema';
import { IconLayoutColumns, IconLayoutGrid, IconLayoutRows, IconX } from '@tabler/icons-react';
import { useReducedMotion } from 'framer-motion';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useRevealOnOpen } from '../../lib/useRevealOnOpen.ts';
import classes from './cards.module.css';
import { DeckCard } from './DeckCard.tsx';
import {
  PLACEHOLDER_PHYSICS,
  personaPoses,
  randomizePhysics,
  type SpringPhysics,
} from './physics.ts';
import { CARD_TEXTS } from './texts.ts';

const ExpandedCard = lazy(() =>
  import('./ExpandedCard.tsx').then((m) => ({ default: m.ExpandedCard })),
);

export type DeckLayout = 'grid' | 'horizontal' | 'vertical';

export interface CardDeckProps {
  /** The card ids to show, in order; at most six are shown. */
  ids: string[];
  persona: string;
  initialLayout?: DeckLayout;
  /** A video-reel card was selected (it only reports it). */
  onVideoReel: (card: Card) => void;
  onClose: () => void;
}

const LAYOUTS = [
  { value: 'grid', label: CARD_TEXTS.grid, Icon: IconLayoutGrid },
  { value: 'horizontal', label: CARD_TEXTS.horizontal, Icon: IconLayoutColumns },
  { value: 'vertical', label: CARD_TEXTS.vertical, Icon: IconLayoutRows },
] as const;

/**
 * The card deck (product.md §2 "Cards, awards, navigation" and §4):
 * selecting, 'Find out more...', related-card swap and
 * dismiss after 500 ms, springs with the persona's physics (placeholder until loaded, randomized per card).
 */
export function CardDeck({
  ids,
  persona,
  initialLayout = 'grid',
  onVideoReel,
  onClose,
}: CardDeckProps) {
  const cardsQuery = trpc.cards.list.useQuery();
  const physicsQuery = trpc.physics.byPersona.useQuery({ persona });
  const reducedMotion = useReducedMotion() ?? false;
  const [current, setCurrent] = useState(() => ids.slice(0, CARD_DECK_MAX));
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Card | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);
  const [layout, setLayout] = useState<DeckLayout>(initialLayout);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (action: () => void, ms: number) => {
    timers.current.push(setTimeout(action, ms));
  };

  const base: SpringPhysics = physicsQuery.data ?? PLACEHOLDER_PHYSICS;
  const poses = useMemo(() => personaPoses(persona), [persona]);
  // Each card keeps its own randomized feel for as long as it is in the deck.
  const feel = useRef(new Map<string, SpringPhysics>());
  const physicsFor = (id: string) => {
    const key = `${id}:${base.mass}:${base.tension}:${base.friction}`;
    let value = feel.current.get(key);
    if (!value) {
      value = randomizePhysics(base);
      feel.current.set(key, value);
    }
    return value;
  };

  const byId = useMemo(
    () => new Map((cardsQuery.data ?? []).map((card) => [card.id, card])),
    [cardsQuery.data],
  );
  const shown = current
    .map((id) => byId.get(id))
    .filter((card): card is Card => card !== undefined);
  const deck = useRef<HTMLElement>(null);
  useRevealOnOpen(deck, cardsQuery.data !== undefined);

  const select = (card: Card) => {
    if (card.isVideoReel) {
      setLaunching(card.id);
      later(() => setLaunching(null), 1200);
      onVideoReel(card);
      return;
    }
    setActive((value) => (value === card.id ? null : card.id));
  };

  const dismiss = (card: Card) => {
    setLeaving((set) => new Set(set).add(card.id));
    if (active === card.id) setActive(null);
    later(() => {
      setCurrent((list) => list.filter((id) => id !== card.id));
      setLeaving((set) => {
        const next = new Set(set);
        next.delete(card.id);
        return next;
      });
    }, CARD_TRANSITION_MS);
  };

  const showRelated = (card: Card) => {
    setLeaving(new Set(current));
    setActive(null);
    later(() => {
      setCurrent(card.relatedCardIds.slice(0, CARD_DECK_MAX));
      setLeaving(new Set());
    }, CARD_TRANSITION_MS);
  };

  return (
    <section
      ref={deck}
      className={classes.deck}
      aria-label={CARD_TEXTS.title}
      data-testid="card-deck"
      data-layout={layout}
    >
      <header className={classes.deckHeader}>
        <h2 className={classes.deckTitle}>{CARD_TEXTS.title}</h2>
        <div className={classes.layouts} role="group" aria-label={CARD_TEXTS.layout}>
          {LAYOUTS.map(({ value, label, Icon }) => (
            <button
              key={value}
              type="button"
              className={classes.layoutButton}
              aria-label={label}
              aria-pressed={layout === value}
              onClick={() => setLayout(value)}
            >
              <Icon size={16} stroke={1.7} />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={classes.layoutButton}
          aria-label={CARD_TEXTS.close}
          onClick={onClose}
        >
          <IconX size={16} stroke={1.8} />
        </button>
      </header>
      {cardsQuery.isPending ? (
        <p className={classes.empty}>{CARD_TEXTS.loading}</p>
      ) : shown.length === 0 ? (
        <p className={classes.empty}>{CARD_TEXTS.empty}</p>
      ) : (
        <div className={classes.cards} data-layout={layout}>
          {shown.map((card, index) => (
            <DeckCard
              key={card.id}
              card={card}
              index={index}
              physics={physicsFor(card.id)}
              entry={poses.entry}
              exit={poses.exit}
              leaving={leaving.has(card.id)}
              active={active === card.id}
              launching={launching === card.id}
              expanded={expanded?.id === card.id}
              reducedMotion={reducedMotion}
              onSelect={() => select(card)}
              onExpand={() => setExpanded(card)}
              onRelated={() => showRelated(card)}
              onDismiss={() => dismiss(card)}
            />
          ))}
        </div>
      )}
      {expanded ? (
        <Suspense fallback={null}>
          <ExpandedCard
            card={expanded}
            onClose={() => {
              setExpanded(null);
              setActive(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
