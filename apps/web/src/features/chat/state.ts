// The home page's state machine (product.md §4, "Home chat"): one reducer, pure and tested, so
// that every way a reply can drive the page is decided in one place.
import {
  CARD_DECK_MAX,
  SHOW_PORTFOLIO,
  SHOW_REEL,
  TEXTS,
  type ChatResponse,
  type EmploymentType,
} from '@agency/schema';
import { CHAT_TEXTS, EMPLOYMENT_PROMPTS } from './texts.ts';

/** The side panels, of which at most one is open (product.md §4). */
export type Panel = 'awards' | 'contact' | 'portfolio' | 'employment';

/** Which caller sent a message; it picks the fallback text of product.md §8 on failure. */
export type Flow = 'main' | 'contact' | 'resume';

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  /** A notice the page wrote itself (a fallback, an acknowledgement), not the assistant's reply. */
  local?: boolean;
}

export interface ContactDetails {
  name: string;
  email: string;
  subject: string;
}

export interface HeldMessage {
  id: number;
  text: string;
}

export interface VideoChoice {
  src: string;
  title: string;
  poster?: string;
}

export interface HomeState {
  messages: ChatMessage[];
  nextId: number;
  /** Set by the first message: the heading changes once a chat begins. */
  started: boolean;
  loading: boolean;
  panel: Panel | null;
  /** The filter a reply opened the portfolio on (ChatResponse.portfolioFilter), while it is open. */
  portfolioFilter: string | null;
  contact: ContactDetails | null;
  /** The visitor's message held back by the contact gate until Continue or Skip (its thread line's id). */
  pending: HeldMessage | null;
  /**
   * The last held message that the gate let go of unsent (another panel replaced the form, or it
   * was closed): the message box takes its text back.
   */
  handedBack: HeldMessage | null;
  /** Enter was pressed while the gate held a message: the form says why nothing was sent. */
  gateHint: boolean;
  /** The visitor skipped the form: from now on only a message with a keyword opens it again. */
  gateSkipped: boolean;
  employmentMode: boolean;
  employmentType: EmploymentType | null;
  /** The last reply was a job seeker's, which asks for a resume: the upload shows with it. */
  resumeOffer: boolean;
  /** A resume was sent in this conversation: it is not asked for again. */
  resumeSent: boolean;
  conversationId: string | null;
  /** Counts PDF offers: the button shows from the first, and each one highlights it again. */
  pdfOffers: number;
  /** Card ids of the deck, at most CARD_DECK_MAX; null when no deck is shown. */
  deck: string[] | null;
  showcase: boolean;
  reelOpen: boolean;
  video: VideoChoice | null;
  minimized: boolean;
  /** Counts resets, for the sparkle effect and to clear the message box. */
  resets: number;
}

export const initialHomeState: HomeState = {
  messages: [],
  nextId: 1,
  started: false,
  loading: false,
  panel: null,
  portfolioFilter: null,
  contact: null,
  pending: null,
  handedBack: null,
  gateHint: false,
  gateSkipped: false,
  employmentMode: false,
  employmentType: null,
  resumeOffer: false,
  resumeSent: false,
  conversationId: null,
  pdfOffers: 0,
  deck: null,
  showcase: false,
  reelOpen: false,
  video: null,
  minimized: false,
  resets: 0,
};

export type HomeAction =
  | { type: 'user-message'; text: string }
  | { type: 'resume-sent'; text: string }
  | { type: 'gate'; text: string }
  | { type: 'contact-given'; contact: ContactDetails }
  | { type: 'gate-skipped' }
  | { type: 'gate-hint' }
  | { type: 'contact-known'; contact: ContactDetails }
  | { type: 'sending' }
  | { type: 'settled' }
  | { type: 'reply'; response: ChatResponse }
  | { type: 'failed'; flow: Flow }
  | { type: 'assistant-notice'; text: string }
  | { type: 'open-panel'; panel: Panel }
  | { type: 'toggle-panel'; panel: Panel }
  | { type: 'close-panel'; panel?: Panel }
  | { type: 'employment-mode' }
  | { type: 'choose-employment'; employmentType: EmploymentType }
  | { type: 'show-deck'; ids: string[] }
  | { type: 'close-deck' }
  | { type: 'show-showcase'; shown: boolean }
  | { type: 'reel'; open: boolean }
  | { type: 'video'; video: VideoChoice | null }
  | { type: 'minimize'; minimized: boolean }
  | { type: 'reset' };

function withMessage(
  state: HomeState,
  role: ChatMessage['role'],
  text: string,
  local = false,
): HomeState {
  const message: ChatMessage = { id: state.nextId, role, text, ...(local ? { local } : {}) };
  return { ...state, messages: [...state.messages, message], nextId: state.nextId + 1 };
}

/** Card ids a reply asks for: `type` names map to card ids (video_reel → video-reel), ids as given. */
export function cardIdsFromTriggers(triggers: ChatResponse['triggerCards']): string[] {
  const ids: string[] = [];
  for (const trigger of triggers ?? []) {
    const id = trigger.type ? trigger.type.replace(/_/g, '-') : trigger.id;
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, CARD_DECK_MAX);
}

/** Back to a client's page: the heading, background and messages no longer speak for a job seeker. */
function leaveEmployment(state: HomeState): HomeState {
  return {
    ...state,
    employmentMode: false,
    employmentType: null,
    resumeOffer: false,
    panel: state.panel === 'employment' ? null : state.panel,
  };
}

/** Applies a chat reply to the page: the thread, then every view the reply asks for. */
export function applyResponse(state: HomeState, response: ChatResponse): HomeState {
  const raw = response.reply.trim();
  const showPortfolio = raw === SHOW_PORTFOLIO || response.messageType === 'portfolio-request';
  const showReel = raw === SHOW_REEL || response.messageType === 'reel-display';
  let text = raw;
  if (raw === SHOW_PORTFOLIO) text = CHAT_TEXTS.portfolioOpened;
  else if (raw === SHOW_REEL) text = CHAT_TEXTS.reelOpened;
  else if (!raw) text = TEXTS.chatEmptyReply;

  let next: HomeState = {
    ...withMessage(state, 'assistant', text),
    loading: false,
    conversationId: response.conversationId || state.conversationId,
    // A job seeker's reply asks for a resume "here in the chat": the upload comes with it.
    resumeOffer: response.isEmployment && !state.resumeSent,
  };

  // Asking as a client ends employment mode; a job seeker's questions about the agency do not. A
  // non-employment reply's employmentType says nothing: the server repeats the conversation's.
  if (!response.isEmployment && response.intent === 'service-inquiry' && next.employmentMode) {
    next = leaveEmployment(next);
  }
  if (response.isEmployment) {
    next = { ...next, employmentMode: true };
    if (response.employmentType) next = { ...next, employmentType: response.employmentType };
    // A job seeker who has not picked a path yet is shown the options.
    if (!next.employmentType && next.panel === null) next = { ...next, panel: 'employment' };
  }

  if (showPortfolio) {
    next = { ...next, panel: 'portfolio', portfolioFilter: response.portfolioFilter ?? null };
  } else if (response.triggerAnimation === 'awards' || response.messageType === 'awards-response') {
    next = { ...next, panel: 'awards' };
  }
  if (showReel) next = { ...next, reelOpen: true };
  if (response.messageType === 'reel-request') next = { ...next, showcase: true };
  if (response.offerPdfUpload || response.messageType === 'document-sharing-response') {
    next = { ...next, pdfOffers: next.pdfOffers + 1 };
  }

  const ids = cardIdsFromTriggers(response.triggerCards);
  if (ids.length > 0) next = { ...next, deck: ids };
  return next;
}

const FALLBACKS: Record<Flow, string> = {
  main: TEXTS.chatFallbackMain,
  contact: TEXTS.chatFallbackContact,
  resume: TEXTS.chatResumeFlowFailure,
};

/**
 * While the contact gate holds a message nothing else may be sent, so that the held message is
 * answered first; a message in flight blocks sending too.
 */
export function sendingBlocked(state: Pick<HomeState, 'loading' | 'pending'>): boolean {
  return state.loading || state.pending !== null;
}

export function homeReducer(state: HomeState, action: HomeAction): HomeState {
  let next = reduce(state, action);
  // A reply's filter is for the portfolio it opened: opened again from a button, it shows all work.
  if (next.portfolioFilter !== null && next.panel !== 'portfolio') {
    next = { ...next, portfolioFilter: null };
  }
  if (next.pending === null) return next.gateHint ? { ...next, gateHint: false } : next;
  // The held message lives only as long as the form that asks for it. Whatever takes the form away
  // unanswered (another panel, closing it) hands the message back to the box: it was never sent, so
  // it leaves the thread, and the visitor can send it again. Continue and Skip send it instead.
  return next.panel === 'contact' ? next : handBack(next, next.pending);
}

function handBack(state: HomeState, held: HeldMessage): HomeState {
  const messages = state.messages.filter((message) => message.id !== held.id);
  return {
    ...state,
    messages,
    pending: null,
    gateHint: false,
    handedBack: held,
    // A first message handed back: the page is as it was before it (heading, suggestions).
    started: state.started && messages.length > 0,
  };
}

function reduce(state: HomeState, action: HomeAction): HomeState {
  switch (action.type) {
    case 'user-message':
      return { ...withMessage(state, 'user', action.text), started: true, minimized: false };
    case 'resume-sent':
      return {
        ...withMessage(state, 'user', action.text),
        started: true,
        minimized: false,
        resumeOffer: false,
        resumeSent: true,
      };
    case 'gate':
      // The message shows in the thread; the form asks for contact details before it is sent.
      return {
        ...withMessage(state, 'user', action.text),
        started: true,
        minimized: false,
        pending: { id: state.nextId, text: action.text },
        gateHint: false,
        panel: 'contact',
      };
    case 'contact-given':
      return { ...state, contact: action.contact, pending: null, panel: null };
    case 'gate-skipped':
      return {
        ...state,
        gateSkipped: true,
        pending: null,
        panel: state.panel === 'contact' ? null : state.panel,
      };
    case 'gate-hint':
      return state.pending ? { ...state, gateHint: true } : state;
    case 'contact-known':
      return { ...state, contact: state.contact ?? action.contact };
    case 'sending':
      return { ...state, loading: true };
    case 'settled':
      return { ...state, loading: false };
    case 'reply':
      return applyResponse(state, action.response);
    case 'failed':
      return { ...withMessage(state, 'assistant', FALLBACKS[action.flow], true), loading: false };
    case 'assistant-notice':
      return withMessage(state, 'assistant', action.text, true);
    case 'open-panel':
      return { ...state, panel: action.panel };
    case 'toggle-panel':
      return { ...state, panel: state.panel === action.panel ? null : action.panel };
    case 'close-panel':
      if (action.panel && state.panel !== action.panel) return state;
      // Closing the careers panel is leaving careers; another panel replacing it is not.
      if (state.panel === 'employment') return leaveEmployment(state);
      return { ...state, panel: null };
    case 'employment-mode':
      return { ...state, employmentMode: true, panel: 'employment' };
    case 'choose-employment':
      return {
        ...withMessage(state, 'assistant', EMPLOYMENT_PROMPTS[action.employmentType], true),
        started: true,
        employmentMode: true,
        employmentType: action.employmentType,
      };
    case 'show-deck':
      return { ...state, deck: action.ids.slice(0, CARD_DECK_MAX) };
    case 'close-deck':
      return { ...state, deck: null };
    case 'show-showcase':
      return { ...state, showcase: action.shown };
    case 'reel':
      return { ...state, reelOpen: action.open };
    case 'video':
      return { ...state, video: action.video };
    case 'minimize':
      return { ...state, minimized: action.minimized };
    case 'reset':
      return { ...initialHomeState, resets: state.resets + 1 };
  }
}

/** The heading of product.md §2, "Home": its project, career, freelance and internship variants. */
export function headingFor(
  state: Pick<HomeState, 'started' | 'employmentMode' | 'employmentType'>,
): string {
  if (state.employmentType === 'freelancer') return CHAT_TEXTS.headingFreelance;
  if (state.employmentType === 'internship') return CHAT_TEXTS.headingInternship;
  if (state.employmentType === 'full-time' || (state.started && state.employmentMode)) {
    return CHAT_TEXTS.headingCareer;
  }
  return state.started ? CHAT_TEXTS.headingProject : CHAT_TEXTS.heading;
}
