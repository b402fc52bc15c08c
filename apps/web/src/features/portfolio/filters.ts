import { PORTFOLIO_SERVICES, type CaseStudy } from '@agency/schema';
import { PORTFOLIO_TEXTS } from './texts.ts';

export const ALL_WORK = PORTFOLIO_TEXTS.allWork;

/**
 * The filter chips of SPEC "Portfolio modal": 'All Work' first, then each distinct industry
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

export interface StudyVideos {
  campaign: string | null;
  additional: string[];
}

/** Both shapes of `videos` (and the legacy `videoUrl`) as one campaign video and the rest. */
export function studyVideos(study: Pick<CaseStudy, 'videos' | 'videoUrl'>): StudyVideos {
  const { videos, videoUrl } = study;
  if (Array.isArray(videos)) {
    const urls = videos.map((video) => video.url);
    const campaign = videoUrl ?? urls[0] ?? null;
    return { campaign, additional: urls.filter((url) => url !== campaign) };
  }
  const campaign = videos?.hero ?? videoUrl ?? null;
  return { campaign, additional: (videos?.gallery ?? []).filter((url) => url !== campaign) };
}
