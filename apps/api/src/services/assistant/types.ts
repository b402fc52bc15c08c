import type { EmploymentType, Intent, MessageType } from '@agency/schema';
import type { DialogueState, Language } from './dialogue.ts';
import type { CardType } from './detectors.ts';
import type { ContactDetails } from './contact.ts';

export type { KnowledgeBase } from './retrieval.ts';
export type { ContactDetails } from './contact.ts';
export type { CardType } from './detectors.ts';
export type { DialogueState, Language } from './dialogue.ts';

export interface Turn {
  message: string;
  reply: string;
}

export interface AssistantInput {
  message: string;
  history: Turn[];
  employmentType?: EmploymentType;
  hasContact: boolean;
  clientName?: string;
  /** The visitor has already uploaded a resume in this conversation: not asked for one again. */
  hasResume?: boolean;
  /** The conversation's dialogue state as stored (parsed leniently); none for a new conversation. */
  state?: unknown;
}

export interface TriggerCard {
  id?: string;
  type?: CardType;
}

export type AnswerSource = 'unit' | 'composed' | 'fallback' | 'model' | 'unknown';

/** What the admin's token info shows of a reply: the policy step, and the answer unit it gave. */
export type TokenUsage =
  | { step: string; faq_match?: string; answer?: string }
  | { total_tokens: number; step?: string; answer?: string };

export interface AssistantAnswer {
  /** Plain text, no HTML or markdown. */
  reply: string;
  intent: Intent;
  /** Calibrated probability (0..1) of the chosen intent. */
  confidence: number;
  isEmployment: boolean;
  employmentType?: EmploymentType;
  messageType?: MessageType;
  /** With the portfolio opened: the chip it opens on (an industry as the case studies name it). */
  portfolioFilter?: string;
  triggerAnimation?: 'awards';
  triggerCards?: TriggerCard[];
  /** True when the visitor wants to share a brief, deck or RFP (messageType document-sharing-response). */
  offerPdfUpload: boolean;
  buyingIntent: boolean;
  tokenUsage: TokenUsage;
  source: AnswerSource;
  /** The policy step that produced the reply, and the answer unit it used, if any. */
  step: string;
  unit?: string;
  /** Contact details the message gave (name, email, phone, company). */
  contact: ContactDetails;
  /** The retrieved knowledge behind the reply, for optional model phrasing. */
  context: string;
  /** The language of the message, and of the reply. */
  lang: Language;
  /** The dialogue state after this turn, to store with the exchange. */
  state: DialogueState;
}

export interface Assistant {
  answer(input: AssistantInput): AssistantAnswer;
}
