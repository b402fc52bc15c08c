import { useState } from 'react';
import classes from './WorkStrip.module.css';

/**
 * The work shown on the home page's first screen. The page starts without data (home.tsx), so the
 * four studies are named here, as the About page's client list is; each has a frame of its art
 * and, where it has a campaign film, plays that film while the pointer rests on it.
 */
export const FEATURED_WORK = [
  {
    slug: 'imax',
    client: 'IMAX',
    title: 'Bigger Than Your Living Room',
    result: '312% lift in ticket pre-sales',
  },
  {
    slug: 'electra-motors',
    client: 'Electra Motors',
    title: 'Quiet Power',
    result: '14,800 reservations in 30 days',
  },
  {
    slug: 'sunset-strip-music-festival',
    client: 'Sunset Strip Music Festival',
    title: 'Strip Sessions',
    result: 'Sold out 19 days before gates opened',
  },
  {
    slug: 'golden-state-creamery',
    client: 'Golden State Creamery',
    title: 'Scoop the State',
    result: '27% lift in same-store pint sales',
  },
] as const;

const media = (slug: string, file: string) => `/media/case-studies/${slug}/${file}`;

/** Films play on hover only for visitors who have not asked their system for less motion. */
function motionAllowed(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: no-preference)').matches
  );
}

function WorkFrame({ slug, client, title, result }: (typeof FEATURED_WORK)[number]) {
  // The film is asked for the first time the pointer rests on the frame, never with the page.
  const [playing, setPlaying] = useState(false);
  return (
    <li className={classes.item}>
      <a
        href={`/case-studies/${slug}`}
        className={classes.link}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse' && motionAllowed()) setPlaying(true);
        }}
        onPointerLeave={() => setPlaying(false)}
      >
        <span className={classes.frame}>
          <img
            src={media(slug, 'frame-480w.webp')}
            alt=""
            width={480}
            height={300}
            loading="lazy"
            decoding="async"
          />
          {playing ? (
            <video
              className={classes.film}
              src={media(slug, 'hero.mp4')}
              muted
              loop
              autoPlay
              playsInline
              aria-hidden="true"
            />
          ) : null}
        </span>
        <span className={classes.client}>{client}</span>
        <span className={classes.title}>{title}</span>
        <span className={classes.result}>{result}</span>
      </a>
    </li>
  );
}

/** "Selected work": four case studies under the chat, each a link to its page. */
export function WorkStrip() {
  return (
    <section id="work" className={classes.strip} aria-labelledby="work-heading">
      <div className={classes.head}>
        <h2 id="work-heading" className={classes.heading}>
          Selected work
        </h2>
        <a href="/los-angeles-advertising-agency" className={classes.more}>
          How we work in Los Angeles
        </a>
      </div>
      <ul className={classes.list}>
        {FEATURED_WORK.map((study) => (
          <WorkFrame key={study.slug} {...study} />
        ))}
      </ul>
    </section>
  );
}
