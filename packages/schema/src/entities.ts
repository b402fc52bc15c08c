import { z } from 'zod';
import { EMPLOYMENT_TYPES, INTENTS, MESSAGE_TYPES, TRIGGER_CARD_TYPES } from './constants.ts';
import { slugify } from './text.ts';

const text = (max: number) => z.string().trim().max(max);
const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** A slug that is already in its canonical form (what `slugify` would make of it). */
export const Slug = z
  .string()
  .min(1, 'Slug is required')
  .max(120, 'Slug is too long')
  .refine(
    (value) => slugify(value) === value,
    'Slug must be lowercase letters, digits and hyphens',
  );

/** Media references: site-relative paths or absolute http(s) URLs. */
const mediaUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value), message);

export const MediaUrl = mediaUrl('Must be a site path or an http(s) URL');
/** A case study's image: one uploaded to the site (a path) or an http(s) address. */
export const ImageUrl = mediaUrl('Use an uploaded image or an http(s) address');

export const CaseStudyVideo = z.object({
  title: required('Video title', 200),
  url: MediaUrl,
  format: z.enum(['vertical', 'horizontal']),
});
export type CaseStudyVideo = z.infer<typeof CaseStudyVideo>;

export const CaseStudyVideoSet = z.object({
  hero: MediaUrl.optional(),
  gallery: z.array(MediaUrl).max(50).default([]),
});
export type CaseStudyVideoSet = z.infer<typeof CaseStudyVideoSet>;

export const CaseStudyMetrics = z
  .object({
    primary: text(200),
    secondary: z.array(text(300)).max(20).default([]),
  })
  .refine((metrics) => metrics.primary || metrics.secondary.length === 0, {
    message: 'A primary metric is required with secondary ones',
    path: ['primary'],
  });

/** Both parts or neither: a quote is shown with whom it is from. */
export const CaseStudyQuote = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Quote is required with an attribution')
    .max(1000, 'Quote is too long'),
  attribution: z
    .string()
    .trim()
    .min(1, 'Attribution is required with a quote')
    .max(200, 'Attribution is too long'),
});

export const CaseStudyImages = z.object({
  thumbnail: ImageUrl.optional(),
  hero: ImageUrl.optional(),
  gallery: z.array(ImageUrl).max(50).default([]),
});

/** The case study in its full union form (product.md §3). */
export const CaseStudy = z.object({
  id: Slug,
  client: required('Client', 200),
  title: required('Title', 200),
  industry: required('Industry', 100),
  duration: text(100).optional(),
  challenge: required('Challenge', 5000),
  strategy: text(5000).optional(),
  execution: z.array(text(1000)).max(30).default([]),
  results: z.array(text(1000)).max(30).default([]),
  metrics: CaseStudyMetrics.optional(),
  services: z.array(text(100)).max(20).default([]),
  quote: CaseStudyQuote.optional(),
  tags: z.array(text(60)).max(30).default([]),
  images: CaseStudyImages.default({ gallery: [] }),
  videos: z.union([CaseStudyVideoSet, z.array(CaseStudyVideo).max(50)]).optional(),
  videoUrl: MediaUrl.optional(),
  updatedAt: z.string().optional(),
});
export type CaseStudy = z.infer<typeof CaseStudy>;
export type CaseStudyInput = z.input<typeof CaseStudy>;

export const CaseStudyListResponse = z.object({ caseStudies: z.record(z.string(), CaseStudy) });
export type CaseStudyListResponse = z.infer<typeof CaseStudyListResponse>;

export const Card = z.object({
  id: Slug,
  title: required('Title', 200),
  description: text(1000),
  expandedContent: text(20000),
  isVideoReel: z.boolean().default(false),
  relatedCardIds: z.array(Slug).max(20).default([]),
});
export type Card = z.infer<typeof Card>;

export const PhysicsConfig = z.object({
  id: z.string(),
  personaId: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  mass: z.number().positive(),
  tension: z.number().positive(),
  friction: z.number().positive(),
  precision: z.number().positive(),
});
export type PhysicsConfig = z.infer<typeof PhysicsConfig>;

export const Service = z.object({
  slug: Slug,
  title: required('Title', 200),
  description: required('Description', 1000),
  overview: required('Overview', 5000),
  keyServices: z.array(text(300)).max(30),
  capabilities: z.array(text(300)).max(30),
  approach: z.array(text(500)).max(20),
  results: text(2000),
  clientTypes: z.array(text(200)).max(30),
});
export type Service = z.infer<typeof Service>;

export const SampleContentItem = z.object({
  title: z.string(),
  description: z.string(),
  videoSrc: z.string(),
  expandedContent: z.string(),
});
export const SampleContentCategory = z.enum([
  'social-media',
  'web-design',
  'branding',
  'video-production',
]);
export const SampleContent = z.record(SampleContentCategory, z.array(SampleContentItem));
export type SampleContent = z.infer<typeof SampleContent>;

/** Where an answer of the assistant belongs: the conversation it serves. */
export const ANSWER_CONTEXTS = ['general', 'project', 'careers', 'vendor', 'press'] as const;
export const AnswerContext = z.enum(ANSWER_CONTEXTS);
export type AnswerContext = z.infer<typeof AnswerContext>;

const phrasings = z.array(z.string().trim().min(1).max(300)).max(400);

/**
 * One answer of the chat assistant, as data: its text in English and Spanish, the ways visitors
 * ask for it, and (optionally) a composer that fills it in from the content when it is given.
 */
export const AnswerUnit = z.object({
  id: Slug,
  topic: required('Topic', 40),
  context: AnswerContext,
  textEn: required('English text', 2000),
  textEs: required('Spanish text', 2000),
  composer: z.string().max(60).nullable().default(null),
  phrasingsEn: phrasings,
  phrasingsEs: phrasings,
  enabled: z.boolean().default(true),
});
export type AnswerUnit = z.infer<typeof AnswerUnit>;

export const EmploymentType = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof EmploymentType>;
export const Intent = z.enum(INTENTS);
export type Intent = z.infer<typeof Intent>;
export const MessageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof MessageType>;
export const TriggerCardType = z.enum(TRIGGER_CARD_TYPES);

export const ResumeRecord = z.object({
  id: z.string(),
  originalName: z.string(),
  candidateName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fileSize: z.number().int().nonnegative(),
  uploadDate: z.string(),
  experience: z.string().nullable(),
  skills: z.array(z.string()),
  extractedText: z.string(),
  conversationId: z.string().nullable(),
});
export type ResumeRecord = z.infer<typeof ResumeRecord>;

export const ConversationMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  message: z.string(),
  reply: z.string(),
  intent: z.string(),
  timestamp: z.string(),
  tokenUsage: z.string().nullable(),
  sessionId: z.string(),
  userIp: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof ConversationMessage>;

export interface ConversationSummary {
  id: string;
  sessionId: string;
  userIp: string | null;
  clientName: string | null;
  clientEmail: string | null;
  subject: string | null;
  employmentType: string | null;
  intent: string;
  messageCount: number;
  startedAt: string;
  lastActivityAt: string;
  /** The visitor's latest message, for the list. */
  lastMessage: string | null;
  documentCount: number;
  resumeCount: number;
  /** Activity the person asking has not seen. */
  unread: boolean;
}

export interface ConversationCounters {
  totalConversations: number;
  totalMessages: number;
  serviceInquiries: number;
  employmentInquiries: number;
}

export interface ConversationList {
  conversations: ConversationSummary[];
  /** How many conversations match the search and filter (the list is one page of them). */
  total: number;
  limit: number;
  offset: number;
  /** The four counters of the overview, over all conversations. */
  counts: ConversationCounters;
}

export const ResumeUploadResult = z.object({
  extractedContact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    portfolio: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
  resumeData: z.record(z.string(), z.unknown()),
});
export type ResumeUploadResult = z.infer<typeof ResumeUploadResult>;

export const PdfUploadResult = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Sent with the message that follows, so the file joins that conversation. */
  documentId: z.string().optional(),
});
export type PdfUploadResult = z.infer<typeof PdfUploadResult>;

export const ImageUploadResult = z.object({ path: z.string() });
export type ImageUploadResult = z.infer<typeof ImageUploadResult>;
