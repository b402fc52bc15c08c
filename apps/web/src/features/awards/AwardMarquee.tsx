import { AWARD_BADGES, MARQUEE_REPEATS } from '@agency/schema';
import { ImageWithFallback } from '../../components/media/ImageWithFallback.tsx';
import classes from './awards.module.css';

export const awardBadgeSrc = (id: string) => `/media/awards/${id}.svg`;

/**
 * The award marquee: the eight badges, repeated three times in one sliding track, as decoration:
 * the banner lists the awards to read below it. Reduced motion stops the slide (CSS).
 */
export function AwardMarquee() {
  const copies = Array.from({ length: MARQUEE_REPEATS }, (_, copy) => copy);
  return (
    <div className={classes.marquee}>
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
