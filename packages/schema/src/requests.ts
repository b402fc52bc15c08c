import { z } from 'zod';
import {
  CONTACT_FORM_SESSION_ID,
  MAX_UPLOAD_BYTES,
  MESSAGE_MAX_CHARS,
  WORD_LIMIT,
} from './constants.ts';
import { EmploymentType, Intent, MessageType, TriggerCardType } from './entities.ts';
import { countWords } from './text.ts';

/** Postgres text cannot hold U+0000: a request carrying one is refused here instead of failing in the database. */
const NO_NUL = /^[^\u0000]*$/;
const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(NO_NUL, NUL_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** The contact page's submission carries the visitor's whole message, which has no word limit. */
export const CONTACT_SUBMISSION_MAX_CHARS = 20_000;

const MessageText = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(
    CONTACT_SUBMISSION_MAX_CHARS,
    `Message must be at most ${CONTACT_SUBMISSION_MAX_CHARS} characters`,
  )
  .regex(NO_NUL, NUL_MESSAGE);

/** The chat box's limits (product.md §5), enforced on the server too. */
export function chatMessageProblem(message: string): string | null {
  if (message.length > MESSAGE_MAX_CHARS)
    return `Message must be at most ${MESSAGE_MAX_CHARS} characters`;
  if (countWords(message) > WORD_LIMIT) return `Message must be at most ${WORD_LIMIT} words`;
  return null;
}

export const ContactInfo = z.object({
  name: optionalText(200),
  email: optionalText(320),
  portfolio: optionalText(500),
});
export type ContactInfo = z.infer<typeof ContactInfo>;

/** Both payloads of product.md §7: the main flow and the resume-flow variant (contactInfo). */
export const ChatRequest = z
  .object({
    message: MessageText,
    sessionId: z
      .string()
      .trim()
      .min(1, 'sessionId is required')
      .max(200)
      .regex(NO_NUL, NUL_MESSAGE)
      .optional(),
    personaSlug: optionalText(100),
    conversationId: optionalText(200),
    employmentType: EmploymentType.nullish().transform((value) => value ?? undefined),
    clientName: optionalText(200),
    clientEmail: optionalText(320),
    subject: optionalText(300),
    contactInfo: ContactInfo.nullish().transform((value) => value ?? undefined),
    /** The contact page's company field. */
    company: optionalText(200),
    /** Files uploaded just before this message (the contact page's PDF, the resume flow's resume): linked to its conversation. */
    documentId: z
      .uuid('documentId must be the id an upload returned')
      .nullish()
      .transform((value) => value ?? undefined),
    resumeId: z
      .uuid('resumeId must be the id an upload returned')
      .nullish()
      .transform((value) => value ?? undefined),
  })
  .superRefine((request, context) => {
    if (request.sessionId === CONTACT_FORM_SESSION_ID) return;
    const problem = chatMessageProblem(request.message);
    if (problem) context.addIssue({ code: 'custom', path: ['message'], message: problem });
  });
export type ChatRequest = z.infer<typeof ChatRequest>;
export type ChatRequestInput = z.input<typeof ChatRequest>;

export const TriggerCard = z.object({
  id: z.string().optional(),
  type: TriggerCardType.optional(),
});

/** The fields the home page reads from a chat reply (product.md §3). */
export const ChatResponse = z.object({
  reply: z.string(),
  conversationId: z.string(),
  intent: Intent,
  messageType: MessageType.optional(),
  triggerAnimation: z.literal('awards').optional(),
  triggerCards: z.array(TriggerCard).optional(),
  isEmployment: z.boolean(),
  employmentType: EmploymentType.optional(),
  confidence: z.number().min(0).max(1),
  hasCompleteContact: z.boolean(),
  offerPdfUpload: z.boolean().optional(),
  /**
   * The portfolio filter to open on, when the reply opens the portfolio: the label of one of its
   * chips, an industry as the case studies name it ('Health & Wellness') or one of the services
   * (case-insensitive). Unknown, or with a reply that opens nothing, it is ignored.
   */
  portfolioFilter: z.string().trim().min(1).max(100).optional(),
});
export type ChatResponse = z.infer<typeof ChatResponse>;

export const ContactForm = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(320)
    .pipe(z.email('Please enter a valid email address')),
  company: z.string().trim().max(200).optional(),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_MAX_CHARS * 5),
});
export type ContactForm = z.infer<typeof ContactForm>;

export const PdfAttachment = z.object({
  type: z.literal('application/pdf', { error: 'Please select a PDF file' }),
  size: z.number().max(MAX_UPLOAD_BYTES, 'Please select a PDF file smaller than 20MB'),
});

export const AdminConversationQuery = z.object({
  search: z.string().trim().max(200).regex(NO_NUL, NUL_MESSAGE).optional(),
  intent: z.string().trim().max(50).regex(NO_NUL, NUL_MESSAGE).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type AdminConversationQuery = z.infer<typeof AdminConversationQuery>;
