// The blind evaluation set (README.md beside this file says how it was written and frozen): its
// conversations, their development / held-out split, and the scoring of one turn against its
// expectations. Used by bench/assistant.ts and by the quality floors in quality.test.ts.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Intent } from '@agency/schema';
import { fold } from '../../text.ts';
import type { AssistantAnswer, AssistantInput } from '../../types.ts';

export type Screen = 'portfolio' | 'reel' | 'awards' | 'careers' | 'upload' | 'none';

export interface BlindTurn {
  say: string;
  note: string;
  lang?: 'en' | 'es';
  mustInclude?: string[][];
  mustNotInclude?: string[];
  opens?: Screen;
  intent?: Intent;
  contact?: { name?: string; email?: string; phone?: string };
}

export interface BlindConversation {
  id: string;
  persona: string;
  category: string;
  turns: BlindTurn[];
  writer: string;
  split: 'dev' | 'held-out';
  /** Held out by the first split, run once at its end, then tuned on (README.md says when). */
  firstHeldOut: boolean;
  /**
   * The site its writer read posted open roles (writers K on, after careers landed): it is judged
   * against an assistant that knows the seed's roles, the others against one that knows none, as
   * each writer's expectations assume.
   */
  rolesPosted: boolean;
}

/**
 * One letter per writer, in the order they wrote, then two once the alphabet ran out: "a" then "b"
 * before the second letter (README.md).
 */
export const WRITERS = [
  ...'abcdefghijklmnopqrstuvwxyz',
  ...[...'abcdefghijklmnopqrstuvwxyz'].map((letter) => `a${letter}`),
  ...[...'abc'].map((letter) => `b${letter}`),
];
/** Writers K on read the site with its careers pages (README.md). */
const WROTE_WITH_ROLES = new Set(WRITERS.slice(WRITERS.indexOf('k')));

function load(): BlindConversation[] {
  const split = JSON.parse(readFileSync(new URL('./split.json', import.meta.url), 'utf8')) as {
    dev: string[];
    'held-out': string[];
    firstHeldOut: string[];
  };
  const dev = new Set(split.dev);
  const held = new Set(split['held-out']);
  const firstHeldOut = new Set(split.firstHeldOut);
  return WRITERS.flatMap((writer) => {
    const file = new URL(`./writer-${writer}.json`, import.meta.url);
    const conversations = JSON.parse(readFileSync(file, 'utf8')) as Omit<
      BlindConversation,
      'writer' | 'split'
    >[];
    return conversations.map((conversation) => {
      const part = dev.has(conversation.id)
        ? 'dev'
        : held.has(conversation.id)
          ? 'held-out'
          : undefined;
      if (!part) throw new Error(`${conversation.id} is in neither part of split.json`);
      return {
        ...conversation,
        writer,
        split: part,
        firstHeldOut: firstHeldOut.has(conversation.id),
        rolesPosted: WROTE_WITH_ROLES.has(writer),
      };
    });
  });
}

let cached: BlindConversation[] | undefined;
export function blindSet(): BlindConversation[] {
  return (cached ??= load());
}

/** The screen a reply opens, in the writers' terms. */
export function screenOf(answer: AssistantAnswer): Screen {
  if (answer.messageType === 'portfolio-request') return 'portfolio';
  if (answer.messageType === 'reel-display' || answer.messageType === 'reel-request') return 'reel';
  if (answer.messageType === 'awards-response' || answer.triggerAnimation === 'awards')
    return 'awards';
  if (answer.isEmployment) return 'careers';
  if (answer.offerPdfUpload || answer.messageType === 'document-sharing-response') return 'upload';
  return 'none';
}

const normal = (text: string) => fold(text).replace(/[’']/g, "'").replace(/\s+/g, ' ');
const digits = (text: string) => text.replace(/\D/g, '').slice(-10);

/**
 * What is wrong with a reply against the turn's expectations: the reply's content, language and
 * screen (`problems`), and the intent apart (`intent`), as the writers' brief defines them.
 */
export function judge(
  turn: BlindTurn,
  answer: AssistantAnswer,
): { problems: string[]; intentWrong?: string } {
  const problems: string[] = [];
  const reply = normal(answer.reply);
  for (const group of turn.mustInclude ?? [])
    if (!group.some((alternative) => reply.includes(normal(alternative))))
      problems.push(`lacks one of [${group.join(' | ')}]`);
  for (const banned of turn.mustNotInclude ?? [])
    if (reply.includes(normal(banned))) problems.push(`says "${banned}"`);
  if (turn.lang && answer.lang !== turn.lang)
    problems.push(`answers in ${answer.lang}, want ${turn.lang}`);
  if (turn.opens) {
    const screen = screenOf(answer);
    // "careers" is the page's mode, so a careers turn that also opens the portfolio is still careers.
    const ok = screen === turn.opens || (turn.opens === 'careers' && answer.isEmployment);
    if (!ok) problems.push(`opens ${screen}, want ${turn.opens}`);
  }
  if (turn.contact) {
    const got = answer.contact;
    if (turn.contact.email && got.email?.toLowerCase() !== turn.contact.email.toLowerCase())
      problems.push(`contact email ${got.email ?? 'not read'}`);
    if (turn.contact.phone && digits(got.phone ?? '') !== digits(turn.contact.phone))
      problems.push(`contact phone ${got.phone ?? 'not read'}`);
    if (
      turn.contact.name &&
      !normal(got.name ?? '').includes(normal(turn.contact.name).split(' ')[0]!)
    )
      problems.push(`contact name ${got.name ?? 'not read'}`);
  }
  const intentWrong =
    turn.intent && answer.intent !== turn.intent
      ? `intent ${answer.intent}, want ${turn.intent}`
      : undefined;
  return { problems, ...(intentWrong ? { intentWrong } : {}) };
}

export interface TurnResult {
  conversation: BlindConversation;
  index: number;
  turn: BlindTurn;
  answer: AssistantAnswer;
  problems: string[];
  intentWrong?: string;
  ms: number;
}

type Answerer = { answer: (input: AssistantInput) => AssistantAnswer };

/**
 * Every turn of the conversations, in conversation: history and dialogue state carried along;
 * `withRoles` answers the conversations whose writers read a site with open roles.
 */
export function runBlind(
  assistant: Answerer,
  conversations: BlindConversation[],
  withRoles?: Answerer,
): TurnResult[] {
  const results: TurnResult[] = [];
  for (const conversation of conversations) {
    if (conversation.rolesPosted && !withRoles)
      throw new Error(`${conversation.id} needs an assistant that knows the open roles`);
    const answerer = conversation.rolesPosted ? withRoles! : assistant;
    const history: { message: string; reply: string }[] = [];
    let state: unknown;
    conversation.turns.forEach((turn, index) => {
      const start = performance.now();
      const answer = answerer.answer({ message: turn.say, history, hasContact: false, state });
      const ms = performance.now() - start;
      results.push({ conversation, index, turn, answer, ms, ...judge(turn, answer) });
      history.push({ message: turn.say, reply: answer.reply });
      state = answer.state;
    });
  }
  return results;
}

export interface Figures {
  turns: number;
  /** Reply, language, screen and contact all as expected. */
  passed: number;
  /** The same, and the intent too where the turn names one. */
  passedWithIntent: number;
  firstTurns: { turns: number; passed: number };
  followUps: { turns: number; passed: number };
  intent: { labelled: number; right: number };
}

export function figures(results: TurnResult[]): Figures {
  const ok = (r: TurnResult) => r.problems.length === 0;
  const first = results.filter((r) => r.index === 0);
  const later = results.filter((r) => r.index > 0);
  const labelled = results.filter((r) => r.turn.intent);
  return {
    turns: results.length,
    passed: results.filter(ok).length,
    passedWithIntent: results.filter((r) => ok(r) && !r.intentWrong).length,
    firstTurns: { turns: first.length, passed: first.filter(ok).length },
    followUps: { turns: later.length, passed: later.filter(ok).length },
    intent: { labelled: labelled.length, right: labelled.filter((r) => !r.intentWrong).length },
  };
}
