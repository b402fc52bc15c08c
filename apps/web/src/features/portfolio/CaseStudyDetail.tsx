import type { CaseStudy } from '@agency/schema';
import { useEffect, useRef, useState } from 'react';
import { ImageWithFallback } from '../../components/media/ImageWithFallback.tsx';
import { VideoPlayer } from '../../components/media/VideoPlayer.tsx';
import { classifyVideo } from '../../components/media/video.ts';
import { studyVideos } from './filters.ts';
import { Lightbox } from './Lightbox.tsx';
import classes from './portfolio.module.css';
import { PORTFOLIO_TEXTS } from './texts.ts';

/** In the modal, only files and the two video services play; other links show nothing
 *  (product.md §2, "Case study page"). */
const playable = (url: string) => classifyVideo(url).kind !== 'other';

export interface CaseStudyDetailProps {
  study: CaseStudy;
  onBack: () => void;
  /** Told when the gallery's lightbox opens or closes: the layer under it must not take Escape. */
  onLightbox?: (open: boolean) => void;
}

/** The detail view inside the portfolio modal. */
export function CaseStudyDetail({ study, onBack, onLightbox }: CaseStudyDetailProps) {
  const [lightbox, setLightbox] = useState<number | null>(null);
  const { campaign, additional } = studyVideos(study);
  const extraVideos = additional.filter((video) => playable(video.url));
  const gallery = study.images.gallery;
  const heading = useRef<HTMLHeadingElement>(null);

  const lightboxOpen = lightbox !== null;
  useEffect(() => {
    if (!lightboxOpen) return;
    onLightbox?.(true);
    return () => onLightbox?.(false);
  }, [lightboxOpen, onLightbox]);

  // The view replaced the card that opened it: focus moves to its heading, not to the page body.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [study.id]);

  return (
    <article className={classes.detail} data-testid="case-study-detail">
      <button type="button" className={classes.back} onClick={onBack}>
        {PORTFOLIO_TEXTS.back}
      </button>
      <header className={classes.detailHeader}>
        <p className={classes.detailClient}>{study.client}</p>
        <h3 className={classes.detailTitle} ref={heading} tabIndex={-1}>
          {study.title}
        </h3>
        <div className={classes.detailMeta}>
          <span className={classes.pill}>{study.industry}</span>
          {study.duration ? <span className={classes.pillMuted}>{study.duration}</span> : null}
        </div>
      </header>
      <ImageWithFallback
        src={study.images.hero ?? study.images.thumbnail}
        alt={`${study.client}: ${study.title}`}
        label={study.client}
        className={classes.hero}
        loading="eager"
        width={1600}
        height={900}
      />
      <p className={classes.lead}>{study.challenge}</p>
      {study.metrics?.primary ? <p className={classes.metric}>{study.metrics.primary}</p> : null}
      <div className={classes.sections}>
        {study.strategy ? (
          <section className={classes.section}>
            <h4>{PORTFOLIO_TEXTS.strategy}</h4>
            <p>{study.strategy}</p>
          </section>
        ) : null}
        {study.results.length > 0 ? (
          <section className={classes.section}>
            <h4>{PORTFOLIO_TEXTS.results}</h4>
            <ul>
              {study.results.map((result) => (
                <li key={result}>{result}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {study.execution.length > 0 || study.services.length > 0 ? (
          <section className={classes.section}>
            <h4>{PORTFOLIO_TEXTS.role}</h4>
            {study.services.length > 0 ? (
              <div className={classes.pills}>
                {study.services.map((service) => (
                  <span key={service} className={classes.pill}>
                    {service}
                  </span>
                ))}
              </div>
            ) : null}
            <ul>
              {study.execution.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {study.quote ? (
        <figure className={classes.quote}>
          <blockquote>{study.quote.text}</blockquote>
          <figcaption>{study.quote.attribution}</figcaption>
        </figure>
      ) : null}
      {campaign && playable(campaign.url) ? (
        <section className={classes.block}>
          <h4>{PORTFOLIO_TEXTS.campaignVideo}</h4>
          <VideoPlayer
            url={campaign.url}
            title={`${study.client}: ${PORTFOLIO_TEXTS.campaignVideo}`}
            poster={study.images.hero}
            vertical={campaign.vertical}
          />
        </section>
      ) : null}
      {extraVideos.length > 0 ? (
        <section className={classes.block}>
          <h4>{PORTFOLIO_TEXTS.additionalVideos}</h4>
          <div className={classes.videoGrid}>
            {extraVideos.map((video, index) => (
              <VideoPlayer
                key={video.url}
                url={video.url}
                title={`${study.client}: ${PORTFOLIO_TEXTS.additionalVideos} ${index + 1}`}
                vertical={video.vertical}
              />
            ))}
          </div>
        </section>
      ) : null}
      {gallery.length > 0 ? (
        <section className={classes.block}>
          <h4>{PORTFOLIO_TEXTS.gallery}</h4>
          <div className={classes.gallery}>
            {gallery.map((src, index) => (
              <button
                key={src}
                type="button"
                className={classes.thumb}
                aria-label={PORTFOLIO_TEXTS.openImage(index + 1)}
                onClick={() => setLightbox(index)}
              >
                <ImageWithFallback
                  src={src}
                  alt=""
                  label={study.client}
                  className={classes.thumbImage}
                  width={1200}
                  height={800}
                />
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {study.tags.length > 0 ? (
        <section className={classes.block}>
          <h4 className={classes.visuallyHidden}>{PORTFOLIO_TEXTS.tags}</h4>
          <div className={classes.pills}>
            {study.tags.map((tag) => (
              <span key={tag} className={classes.tag}>
                #{tag}
              </span>
            ))}
          </div>
        </section>
      ) : null}
      <Lightbox
        images={gallery}
        index={lightbox}
        label={study.client}
        onIndex={setLightbox}
        onClose={() => setLightbox(null)}
      />
    </article>
  );
}
