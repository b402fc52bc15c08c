import { PORTFOLIO_SERVICES, type CaseStudy } from '@agency/schema';
import { PORTFOLIO_TEXTS } from './texts.ts';

export const ALL_WORK = PORTFOLIO_TEXTS.allWork;

/**
 * The filter chips of product.md §2, "Portfolio": 'All Work' first, then each distinct industry
 * (alphabetically), then the services of the fixed list that the case studies actually use.
 */
export function filterChips(studies: readonly CaseStudy[]): string[] {
  const industries = [...new Set(studies.map((study) => study.industry))].sort((a, b) =>
    a.localeCompare(b),
  );
  const services = PORTFOLIO_SERVICES.filter((service) =>
    studies.some((study) => study.services.includes(service)),
  );
  return [...new Set([ALL_WORK, ...industries, ...services])];
}

export function filterStudies(studies: readonly CaseStudy[], chip: string): CaseStudy[] {
  if (chip === ALL_WORK) return [...studies];
  return studies.filter((study) => study.industry === chip || study.services.includes(chip));
}

export interface StudyFilm {
  url: string;
  /** Framed upright (9:16): the list form's format says so. */
  vertical: boolean;
}

export interface StudyVideos {
  campaign: StudyFilm | null;
  additional: StudyFilm[];
}

const film = (url: string, vertical = false): StudyFilm => ({ url, vertical });

/** Both shapes of `videos` (and the legacy `videoUrl`) as one campaign video and the rest. */
export function studyVideos(study: Pick<CaseStudy, 'videos' | 'videoUrl'>): StudyVideos {
  const { videos, videoUrl } = study;
  if (Array.isArray(videos)) {
    const films = videos.map((video) => film(video.url, video.format === 'vertical'));
    // As on the case study page (pages/CaseStudy/media.ts): a landscape film leads, the upright
    // ones follow.
    const campaign = videoUrl
      ? (films.find((item) => item.url === videoUrl) ?? film(videoUrl))
      : (films.find((item) => !item.vertical) ?? films[0] ?? null);
    return { campaign, additional: films.filter((item) => item.url !== campaign?.url) };
  }
  const campaign = videos?.hero ?? videoUrl ?? null;
  return {
    campaign: campaign === null ? null : film(campaign),
    additional: (videos?.gallery ?? []).filter((url) => url !== campaign).map((url) => film(url)),
  };
}
