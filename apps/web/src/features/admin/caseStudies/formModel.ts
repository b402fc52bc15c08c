// The case study form's values, their validation (SPEC section 5) and the payloads sent on save.
import { slugify, type CaseStudy } from '@agency/schema';
import { isVideoServiceUrl } from '../../../components/media/video.ts';

export type VideoFormat = 'vertical' | 'horizontal';
export type VideoMode = 'set' | 'list';

export interface CaseStudyFormValues {
  title: string;
  client: string;
  industry: string;
  duration: string;
  challenge: string;
  strategy: string;
  execution: string[];
  results: string[];
  services: string[];
  tags: string[];
  metricsPrimary: string;
  metricsSecondary: string[];
  quoteText: string;
  quoteAttribution: string;
  thumbnail: string;
  hero: string;
  gallery: string[];
  /** Which of the entity's two video shapes (SPEC section 3) the study uses. */
  videoMode: VideoMode;
  videoHero: string;
  videoGallery: string[];
  videoList: { title: string; url: string; format: VideoFormat }[];
  /** The legacy single video. */
  videoUrl: string;
}

/** The list fields: each keeps at least one row (SPEC section 5). */
export const LIST_FIELDS = [
  'execution',
  'results',
  'services',
  'tags',
  'metricsSecondary',
  'gallery',
  'videoGallery',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

const SLUG_MAX = 120;

/** The id of a new case study: its title by the slug rule (SPEC section 3), as the server makes it. */
export function caseStudyIdFromTitle(title: string): string {
  return slugify(title).slice(0, SLUG_MAX).replace(/-+$/, '');
}

const rows = (list: string[] | undefined) => (list && list.length ? [...list] : ['']);

export function toFormValues(study?: CaseStudy): CaseStudyFormValues {
  const videos = study?.videos;
  const list = Array.isArray(videos) ? videos : null;
  const set = videos && !Array.isArray(videos) ? videos : null;
  return {
    title: study?.title ?? '',
    client: study?.client ?? '',
    industry: study?.industry ?? '',
    duration: study?.duration ?? '',
    challenge: study?.challenge ?? '',
    strategy: study?.strategy ?? '',
    execution: rows(study?.execution),
    results: rows(study?.results),
    services: rows(study?.services),
    tags: rows(study?.tags),
    metricsPrimary: study?.metrics?.primary ?? '',
    metricsSecondary: rows(study?.metrics?.secondary),
    quoteText: study?.quote?.text ?? '',
    quoteAttribution: study?.quote?.attribution ?? '',
    thumbnail: study?.images.thumbnail ?? '',
    hero: study?.images.hero ?? '',
    gallery: rows(study?.images.gallery),
    videoMode: list ? 'list' : 'set',
    videoHero: set?.hero ?? '',
    videoGallery: rows(set?.gallery),
    videoList:
      list && list.length
        ? list.map((video) => ({ ...video }))
        : [{ title: '', url: '', format: 'horizontal' }],
    videoUrl: study?.videoUrl ?? '',
  };
}

const clean = (list: string[]) => list.map((item) => item.trim()).filter(Boolean);
const optional = (value: string) => value.trim() || undefined;

/** Every video URL the values hold, for the "already saved" allowance below. */
export function videoUrls(values: CaseStudyFormValues): string[] {
  return clean([
    values.videoHero,
    ...values.videoGallery,
    ...values.videoList.map((video) => video.url),
    values.videoUrl,
  ]);
}

export type CaseStudyPayload = Omit<CaseStudy, 'id' | 'updatedAt'>;

/** The case study the values describe: trimmed, empty rows dropped, empty optional fields left out. */
export function toPayload(values: CaseStudyFormValues): CaseStudyPayload {
  const secondary = clean(values.metricsSecondary);
  const primary = values.metricsPrimary.trim();
  const quoteText = values.quoteText.trim();
  const attribution = values.quoteAttribution.trim();
  let videos: CaseStudy['videos'];
  if (values.videoMode === 'list') {
    const list = values.videoList
      .map((video) => ({ title: video.title.trim(), url: video.url.trim(), format: video.format }))
      .filter((video) => video.url);
    videos = list.length ? list : undefined;
  } else {
    const hero = optional(values.videoHero);
    const gallery = clean(values.videoGallery);
    videos = hero || gallery.length ? { ...(hero ? { hero } : {}), gallery } : undefined;
  }
  const thumbnail = optional(values.thumbnail);
  const hero = optional(values.hero);
  return {
    title: values.title.trim(),
    client: values.client.trim(),
    industry: values.industry.trim(),
    duration: optional(values.duration),
    challenge: values.challenge.trim(),
    strategy: optional(values.strategy),
    execution: clean(values.execution),
    results: clean(values.results),
    services: clean(values.services),
    tags: clean(values.tags),
    metrics: primary || secondary.length ? { primary, secondary } : undefined,
    quote: quoteText || attribution ? { text: quoteText, attribution } : undefined,
    images: {
      ...(thumbnail ? { thumbnail } : {}),
      ...(hero ? { hero } : {}),
      gallery: clean(values.gallery),
    },
    videos,
    videoUrl: optional(values.videoUrl),
  };
}

const OPTIONAL_FIELDS = ['duration', 'strategy', 'metrics', 'quote', 'videos', 'videoUrl'] as const;

/** The update sent for an edit: every field, with null for an optional field that was emptied. */
export function toUpdate(values: CaseStudyFormValues, updatedAt?: string) {
  const payload = toPayload(values);
  const cleared = Object.fromEntries(
    OPTIONAL_FIELDS.filter((field) => payload[field] === undefined).map((field) => [field, null]),
  );
  return { ...payload, ...cleared, ...(updatedAt ? { updatedAt } : {}) } as Omit<
    CaseStudyPayload,
    (typeof OPTIONAL_FIELDS)[number]
  > & {
    [K in (typeof OPTIONAL_FIELDS)[number]]: CaseStudyPayload[K] | null;
  } & { updatedAt?: string };
}

export const VIDEO_URL_ERROR = 'Video URLs must be YouTube or Vimeo links';
const MEDIA_URL_ERROR = 'Use an uploaded image or an http(s) address';

const isMediaUrl = (value: string) => value.startsWith('/') || /^https?:\/\//i.test(value);

export interface ValidationContext {
  mode: 'create' | 'edit';
  /** Ids already taken (create mode checks the new id against them). */
  existingIds: string[];
  /** Video URLs the study already had: kept as they are even when not on the two services. */
  savedVideoUrls: string[];
}

/** Errors by form path (Mantine form's shape); an empty object means the values can be saved. */
export function validateCaseStudy(
  values: CaseStudyFormValues,
  context: ValidationContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = (path: keyof CaseStudyFormValues, label: string) => {
    if (!String(values[path]).trim()) errors[path] = `${label} is required`;
  };
  required('title', 'Title');
  required('client', 'Client');
  required('industry', 'Industry');
  required('challenge', 'Challenge');

  if (context.mode === 'create' && values.title.trim()) {
    const id = caseStudyIdFromTitle(values.title);
    if (!id) errors.title = 'The title needs letters or digits to make the page address';
    else if (context.existingIds.includes(id))
      errors.title = `A case study with the id "${id}" already exists`;
  }

  if (values.quoteText.trim() && !values.quoteAttribution.trim())
    errors.quoteAttribution = 'Attribution is required with a quote';
  if (!values.quoteText.trim() && values.quoteAttribution.trim())
    errors.quoteText = 'Quote is required with an attribution';
  if (!values.metricsPrimary.trim() && clean(values.metricsSecondary).length)
    errors.metricsPrimary = 'A primary metric is required with secondary ones';

  const media = (path: string, value: string) => {
    if (value.trim() && !isMediaUrl(value.trim())) errors[path] = MEDIA_URL_ERROR;
  };
  media('thumbnail', values.thumbnail);
  media('hero', values.hero);
  values.gallery.forEach((value, index) => media(`gallery.${index}`, value));

  const saved = new Set(context.savedVideoUrls);
  const video = (path: string, value: string) => {
    const url = value.trim();
    if (url && !saved.has(url) && !isVideoServiceUrl(url)) errors[path] = VIDEO_URL_ERROR;
  };
  video('videoUrl', values.videoUrl);
  if (values.videoMode === 'set') {
    video('videoHero', values.videoHero);
    values.videoGallery.forEach((value, index) => video(`videoGallery.${index}`, value));
  } else {
    values.videoList.forEach((entry, index) => {
      video(`videoList.${index}.url`, entry.url);
      if (entry.url.trim() && !entry.title.trim())
        errors[`videoList.${index}.title`] = 'Video title is required';
      if (!entry.url.trim() && entry.title.trim())
        errors[`videoList.${index}.url`] = 'Video URL is required';
    });
  }
  return errors;
}
