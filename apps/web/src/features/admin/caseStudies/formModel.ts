// The case study form's values, their validation (product.md §5) and the payloads sent on save.
import {
  CaseStudy,
  CaseStudyMetrics,
  CaseStudyQuote,
  CaseStudyVideo,
  caseStudyIdFromTitle,
  ImageUrl,
} from '@agency/schema';
import type { z } from 'zod';
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
  /** Which of the entity's two video shapes (product.md §3) the study uses. */
  videoMode: VideoMode;
  videoHero: string;
  videoGallery: string[];
  videoList: { title: string; url: string; format: VideoFormat }[];
  /** The legacy single video. */
  videoUrl: string;
}

/** The list fields: each keeps at least one row (product.md §5). */
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

/**
 * The server's message for a value its schema refuses (for an object, about its field `at`), or
 * undefined when it accepts it.
 */
function refusal(schema: z.ZodType, value: unknown, at?: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => at === undefined || issue.path[0] === at)?.message;
}

export interface ValidationContext {
  mode: 'create' | 'edit';
  /** Ids already taken (create mode checks the new id against them). */
  existingIds: string[];
  /** Video URLs the study already had: kept as they are even when not on the two services. */
  savedVideoUrls: string[];
}

/**
 * Errors by form path (Mantine form's shape); an empty object means the values can be saved. Each
 * field is checked with the server's own schema (@agency/schema), so the form refuses what the
 * server would, with the same messages; the id and video-service rules need the form's context.
 */
export function validateCaseStudy(
  values: CaseStudyFormValues,
  context: ValidationContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (path: string, schema: z.ZodType, value: unknown, at?: string) => {
    const message = refusal(schema, value, at);
    if (message) errors[path] = message;
  };
  const { shape } = CaseStudy;
  for (const field of ['title', 'client', 'industry', 'challenge'] as const) {
    check(field, shape[field], values[field]);
  }

  if (context.mode === 'create' && values.title.trim()) {
    const id = caseStudyIdFromTitle(values.title);
    if (!id) errors.title = 'The title needs letters or digits to make the page address';
    else if (context.existingIds.includes(id))
      errors.title = `A case study with the id "${id}" already exists`;
  }

  // A quote or metrics left wholly empty are left out of the payload (toPayload), so pass.
  if (values.quoteText.trim() || values.quoteAttribution.trim()) {
    check('quoteText', CaseStudyQuote.shape.text, values.quoteText);
    check('quoteAttribution', CaseStudyQuote.shape.attribution, values.quoteAttribution);
  }
  const metrics = { primary: values.metricsPrimary, secondary: clean(values.metricsSecondary) };
  check('metricsPrimary', CaseStudyMetrics, metrics, 'primary');

  const media = (path: string, value: string) => {
    if (value.trim()) check(path, ImageUrl, value);
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
      if (entry.url.trim())
        check(`videoList.${index}.title`, CaseStudyVideo.shape.title, entry.title);
      if (!entry.url.trim() && entry.title.trim())
        errors[`videoList.${index}.url`] = 'Video URL is required';
    });
  }
  return errors;
}
