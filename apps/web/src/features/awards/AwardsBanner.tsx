import { aboutCopy, AWARDS_BANNER_MS, AWARDS_BANNER_VIEWPORT_HEIGHT } from '@agency/schema';
import { IconX } from '@tabler/icons-react';
import { m } from 'framer-motion';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { revealScrollBehavior } from '../../lib/useRevealOnOpen.ts';
import classes from './awards.module.css';
import { AwardMarquee } from './AwardMarquee.tsx';
import { AWARDS_TEXTS } from './texts.ts';

export interface AwardsBannerProps {
  onClose: () => void;
  /** What must stay readable and usable above the banner while it shows (the conversation). */
  keepVisible?: RefObject<HTMLElement | null>;
}

// Room left between what stays visible and the banner's top edge.
const KEEP_VISIBLE_GAP_PX = 12;

/** The awards banner: 60% of the viewport high, shown 45 s (product.md §9), with the marquee. */
export function AwardsBanner({ onClose, keepVisible }: AwardsBannerProps) {
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  // One 45 s timer from the moment it opens, whatever the page re-renders meanwhile.
  useEffect(() => {
    const timer = setTimeout(() => close.current(), AWARDS_BANNER_MS);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  // The banner covers the lower 60% of the window for 45 s: the page scrolls (the spacer below
  // gives it the room) so that the conversation's end, the latest answer and the message box, sits
  // just above it.
  useEffect(() => {
    const target = keepVisible?.current;
    if (!target) return;
    const reveal = () => {
      const bannerTop = window.innerHeight * (1 - AWARDS_BANNER_VIEWPORT_HEIGHT);
      const overlap = target.getBoundingClientRect().bottom + KEEP_VISIBLE_GAP_PX - bannerTop;
      if (Math.abs(overlap) < 1) return;
      window.scrollBy({ top: overlap, behavior: revealScrollBehavior() });
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [keepVisible]);

  return (
    <>
      <div
        className={classes.spacer}
        style={{ height: `${AWARDS_BANNER_VIEWPORT_HEIGHT * 100}vh` }}
        aria-hidden="true"
      />
      <m.section
        className={classes.banner}
        style={{ height: `${AWARDS_BANNER_VIEWPORT_HEIGHT * 100}vh` }}
        aria-labelledby={titleId}
        data-testid="awards-banner"
        initial={{ y: '100%' }}
        animate={{ y: 0 }}
        exit={{ y: '100%' }}
        transition={{ duration: 0.55, ease: [0.22, 1, 0.36, 1] }}
      >
        <button
          type="button"
          className={classes.close}
          aria-label={AWARDS_TEXTS.close}
          onClick={onClose}
        >
          <IconX size={20} stroke={1.8} />
        </button>
        <div className={classes.header}>
          <span className={classes.eyebrow}>{AWARDS_TEXTS.eyebrow}</span>
          <h2 id={titleId} className={classes.title}>
            {AWARDS_TEXTS.title}
          </h2>
          <p className={classes.subtitle}>{AWARDS_TEXTS.subtitle}</p>
        </div>
        <AwardMarquee />
        <ol className={classes.record} aria-label={AWARDS_TEXTS.list}>
          {[...aboutCopy.awards]
            .sort((a, b) => b.year - a.year)
            .map((award) => (
              <li key={`${award.award} ${award.year} ${award.campaign.slug}`}>
                <span className={classes.recordYear}>{award.year}</span>
                <span>
                  <span className={classes.recordAward}>
                    {award.award}, {award.honor}
                  </span>
                  <a
                    href={`/case-studies/${award.campaign.slug}`}
                    className={classes.recordCampaign}
                  >
                    {award.campaign.client}: {award.campaign.title}
                  </a>
                </span>
              </li>
            ))}
        </ol>
      </m.section>
    </>
  );
}
