import type { EmploymentType, Intent, MessageType } from '@agency/schema';
import type { CardType } from './detectors.ts';

export type { KnowledgeBase, Fact } from './retrieval.ts';
export type { CardType } from './detectors.ts';

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
}

export interface TriggerCard {
  id?: string;
  type?: CardType;
}

export type AnswerSource = 'faq' | 'retrieval' | 'employment' | 'smalltalk' | 'fallback' | 'model';

export interface AssistantAnswer {
  /** Plain text, no HTML or markdown. */
  reply: string;
  intent: Intent;
  /** Calibrated probability (0..1) of the chosen intent. */
  confidence: number;
  isEmployment: boolean;
  employmentType?: EmploymentType;
  messageType?: MessageType;
  triggerAnimation?: 'awards';
  triggerCards?: TriggerCard[];
  /** True when the visitor wants to share a brief, deck or RFP (messageType document-sharing-response). */
  offerPdfUpload: boolean;
  buyingIntent: boolean;
  tokenUsage: { faq_match: string } | { total_tokens: number } | null;
  source: AnswerSource;
  /** The retrieved knowledge behind the reply, for optional model phrasing. */
  context: string;
}

export interface Assistant {
  answer(input: AssistantInput): AssistantAnswer;
}
