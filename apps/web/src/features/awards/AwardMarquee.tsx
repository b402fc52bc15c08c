import { AWARD_BADGES, MARQUEE_REPEATS } from '@agency/schema';
import { ImageWithFallback } from '../../components/media/ImageWithFallback.tsx';
import classes from './awards.module.css';
import { AWARDS_TEXTS } from './texts.ts';

export const awardBadgeSrc = (id: string) => `/media/awards/${id}.svg`;

/**
 * The award marquee: the eight badges, repeated three times in one sliding track. Screen readers get
 * the list once; the moving copies are decoration. Reduced motion stops the slide (CSS).
 */
export function AwardMarquee() {
  const copies = Array.from({ length: MARQUEE_REPEATS }, (_, copy) => copy);
  return (
    <div className={classes.marquee}>
      <ul className={classes.visuallyHidden} aria-label={AWARDS_TEXTS.list}>
        {AWARD_BADGES.map((badge) => (
          <li key={badge.id}>{badge.name}</li>
        ))}
      </ul>
      <div className={classes.track} aria-hidden="true" data-testid="award-track">
        {copies.flatMap((copy) =>
          AWARD_BADGES.map((badge) => (
            <figure key={`${copy}-${badge.id}`} className={classes.badge} data-testid="award-badge">
              <ImageWithFallback
                src={awardBadgeSrc(badge.id)}
                alt=""
                label={badge.name}
                width={112}
                height={112}
                className={classes.badgeImage}
                loading="eager"
              />
              <figcaption>{badge.name}</figcaption>
            </figure>
          )),
        )}
      </div>
    </div>
  );
}
