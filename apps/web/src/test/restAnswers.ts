// The JSON REST routes' answers as the server sends them, typed by the schema's RestRoutes: a test
// names only the fields it is about.
import type { RestAnswer } from '@agency/schema';

const CONVERSATION = '5f0c8a9e-8d2b-4f4e-9a51-2b0f3c1d7e61';

export const chatAnswer = (
  fields: Partial<RestAnswer<'POST /api/conversations/message'>> = {},
): RestAnswer<'POST /api/conversations/message'> => ({
  reply: 'Thanks for reaching out! Tell us more.',
  conversationId: CONVERSATION,
  intent: 'service-inquiry',
  isEmployment: false,
  confidence: 1,
  hasCompleteContact: true,
  ...fields,
});

export const pdfUploaded = (
  fields: Partial<RestAnswer<'POST /api/upload-pdf'>> = {},
): RestAnswer<'POST /api/upload-pdf'> => ({
  success: true,
  message: 'Thanks! We received "brief.pdf" (1 page) and our team will review it.',
  documentId: '0b6f3c1e-5d2a-4c1b-9e7f-2a3b4c5d6e7f',
  ...fields,
});

export const resumeUploaded = (
  contact: Partial<RestAnswer<'POST /api/upload-resume'>['extractedContact']> = {},
  resumeData: RestAnswer<'POST /api/upload-resume'>['resumeData'] = {},
): RestAnswer<'POST /api/upload-resume'> => ({
  extractedContact: { name: null, email: null, portfolio: null, linkedin: null, ...contact },
  resumeData,
});

export const applicationSent = (
  fields: Partial<RestAnswer<'POST /api/careers/:slug/apply'>> = {},
): RestAnswer<'POST /api/careers/:slug/apply'> => ({
  candidateId: '44444444-4444-4444-8444-444444444444',
  role: { slug: 'senior-copywriter', title: 'Senior Copywriter' },
  name: 'Rosa Delgado',
  ...fields,
});
