// What a question about one case study asks of it beyond its length and results (policy.ts answers
// those): who is quoted, where it was shot, what the target was, the idea, the problem, its awards. Each
// aspect is answered from the case's own fields, so a follow-up such as "who's the quote from on
// their side" or "where'd you shoot the night stuff" gets that fact of the case in play rather
// than whatever answer unit its words resemble ("quote" is also a price quote).
import { aboutCopy, type CaseStudy } from '@agency/schema';

export type CaseAspect =
  'quote' | 'location' | 'goal' | 'awards' | 'challenge' | 'idea' | 'channels' | 'how';

/** A price quote ("get a quote", "a quote for our launch") is not the client's words. */
const PRICE_QUOTE =
  /\b(?:get|give|send|need|want|request|free|rough|ballpark) (?:me |us )?(?:a |an )?quote|\bquote (?:for|on) (?:my|our|a|the project)\b/i;

const ASPECTS: [CaseAspect, RegExp][] = [
  [
    'quote',
    /\b(?:quoted?|quotes|testimonial|who said|what did (?:the client|they|the \w+ (?:team|people|folks)) say|said about (?:it|you)|on their (?:side|end)|client contact)\b/i,
  ],
  [
    'location',
    /\bwhere(?:'?d| did| was| were| is)?\b[^?.!]*\b(?:shoot|shot|film|filmed|filming|record|recorded|happen|take place|took place|stage)\b|\b(?:what|which) (?:locations?|city|cities|venues?)\b|\bon location\b/i,
  ],
  [
    'goal',
    /\b(?:target|targets|goal|goals|objective|kpis?|what (?:were|was) (?:they|it) (?:after|aiming|going for)|what did they want|(?:judged|measured) (?:on|by)|success metric)\b/i,
  ],
  // Of the case ("did it win anything", "the award for it"), not an award said in passing ("I'm
  // on an awards jury").
  [
    'awards',
    /\b(?:win|won) (?:anything|any awards?|an award|awards?|prizes?)\b|\bdid (?:it|that|this|they) win\b|\b(?:what|which)(?: (?:award|prize|one)s?)? did (?:the )?[\p{L}\d' -]{2,30}? (?:one |campaign |ad )?win\b|\b(?:what|which) (?:awards?|prizes?) did [\p{L}\d' -]{2,30}? (?:get|receive|take home|pick up)\b|\bwhat did (?:it|that|they) win\b|\b(?:awards?|prizes?) (?:for|did) (?:it|that|this|they|the campaign)\b|\bany awards\b|\brecogni[sz]ed\b/iu,
  ],
  [
    'challenge',
    /\b(?:problem|challenge|issue they had|why did they (?:come|hire|need|call)|what was wrong|backstory|background|situation)\b/i,
  ],
  [
    'idea',
    /\b(?:the (?:big )?idea|concept|insight|the strategy|strategy behind|approach|angle)\b/i,
  ],
  // "What channels did that one use?", "what did you actually run for them": where the work ran.
  [
    'channels',
    /\b(?:what|which) (?:channels?|media|platforms?|placements?|mix)\b|\bchannels? (?:did|were|was)\b|\bwhat did (?:you|u|y'?all|they|[\w ]{2,30}) (?:actually |even )?run\b|\b(?:run|ran|air|aired) (?:on|in) (?:what|which)\b|\bwhere did (?:it|that|the ads?|they|the spots?) run\b|\bmedia mix\b/i,
  ],
  // "What did that actually involve?", "how'd they get into more stores": how the work was done
  // (not "how do you pick creators?", the agency's practice, nor "how'd it go?", its results).
  [
    'how',
    /\bwhat (?:did|'d|was) (?:that|it|this|they|the \w+ one) (?:actually )?(?:involve|look like)|\bhow(?:'d| did) (?:they|you|u|y'?all|it|that|this)\b(?! (?:go|do|perform|turn out|work out|end up|land)\b)|\bwalk me through\b/i,
  ],
];

/** The aspect of a case study a question asks for, when it is one the case's fields answer. */
export function caseAspect(message: string): CaseAspect | undefined {
  for (const [aspect, pattern] of ASPECTS) {
    if (aspect === 'quote' && PRICE_QUOTE.test(message)) continue;
    if (pattern.test(message)) return aspect;
  }
  return undefined;
}

const sentencesOf = (text: string | undefined) =>
  (text ?? '')
    .split(/(?<=[.!?])\s+(?=[A-Z"“])/)
    .map((s) => s.trim())
    .filter(Boolean);

const PLACE =
  /\b(?:shot|shoot|filmed|film(?:ed)? (?:at|in|on)|stage|on location|location|highway|downtown|farms?|kitchen|venues?|studio|stor(?:e|es)|branch(?:es)?|neighbou?rhoods?|streets?|boulevard)\b/i;
/** The media and platforms a case's sentences name. */
const CHANNEL =
  /\b(?:tv|television|connected tv|ctv|streaming|radio|audio|spotify|podcasts?|out-of-home|billboards?|ooh|transit|social|tiktok|instagram|youtube|meta|facebook|snapchat|linkedin|reddit|search|google|display|programmatic|email|influencers?|creators?|print|cinemas?|in-store|point-of-sale)\b/gi;
const GOAL = /\b(?:target|goal|judged|success|aim|needed|wanted|had to)\b/i;

export interface AspectAnswer {
  /** Sentences of the case that answer it. */
  parts: string[];
  /** The case says nothing about it: the reply says so rather than guessing. */
  unknown?: boolean;
}

/**
 * What was done and what came of it that shares most words with the question ("how'd they get
 * into more stores" → the grocery kits and the 140 new stores), the client's name aside.
 */
function howSentence(
  study: CaseStudy,
  question: string,
  terms: (text: string) => ReadonlySet<string>,
): string | undefined {
  const name = terms(study.client);
  const asked = [...terms(question)].filter((term) => !name.has(term));
  let best: { sentence: string; shared: number } | undefined;
  for (const sentence of [...study.execution, ...study.results]) {
    const own = terms(sentence);
    const shared = asked.filter((term) => own.has(term)).length;
    if (shared > (best?.shared ?? 0)) best = { sentence, shared };
  }
  return best?.sentence;
}

/** The case's own sentences for an aspect (English: the cases' fields are English). */
export function answerAspect(
  study: CaseStudy,
  aspect: CaseAspect,
  question = '',
  terms?: (text: string) => ReadonlySet<string>,
): AspectAnswer {
  const how = aspect === 'how' && terms ? howSentence(study, question, terms) : undefined;
  if (how) return { parts: [how] };
  switch (aspect) {
    case 'quote':
      return study.quote
        ? { parts: [`${study.quote.attribution} said: "${study.quote.text}"`] }
        : { parts: [], unknown: true };
    case 'location': {
      const places = [...study.execution, ...sentencesOf(study.strategy)].filter((s) =>
        PLACE.test(s),
      );
      return places.length ? { parts: places.slice(0, 2) } : { parts: [], unknown: true };
    }
    case 'goal': {
      const goals = [...sentencesOf(study.challenge), ...sentencesOf(study.strategy)].filter((s) =>
        GOAL.test(s),
      );
      // A figure to hit says more than a hope: sentences with numbers first.
      goals.sort((a, b) => Number(/\d/.test(b)) - Number(/\d/.test(a)));
      return { parts: (goals.length ? goals : sentencesOf(study.challenge)).slice(0, 2) };
    }
    case 'awards': {
      const won = aboutCopy.awards.filter((award) => award.campaign.client === study.client);
      return won.length
        ? {
            parts: [
              `"${study.title}" for ${study.client} won ${won
                .map((award) => `the ${award.award} (${award.honor}, ${award.year})`)
                .join(' and ')}.`,
            ],
          }
        : { parts: [], unknown: true };
    }
    case 'channels': {
      const named = (sentence: string) => sentence.match(CHANNEL)?.length ?? 0;
      const ran = [...study.execution, ...sentencesOf(study.strategy)]
        .filter((sentence) => named(sentence) > 0)
        .sort((a, b) => named(b) - named(a))
        .slice(0, 3);
      return ran.length ? { parts: ran } : { parts: [], unknown: true };
    }
    case 'challenge':
      return { parts: sentencesOf(study.challenge).slice(0, 2) };
    case 'idea':
      return { parts: sentencesOf(study.strategy ?? study.challenge).slice(0, 2) };
    case 'how':
      return { parts: study.execution.slice(0, 2) };
  }
}

/** A figure as a number: "50k" 50,000, "1.2 million" 1,200,000, "312%" 312. */
function figures(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(
    /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|m|thousand|million|x)?(?![\p{L}\d])/giu,
  )) {
    const value = Number(match[1]!.replace(/,/g, ''));
    const unit = match[2]?.toLowerCase();
    const scale =
      unit === 'k' || unit === 'thousand' ? 1e3 : unit === 'm' || unit === 'million' ? 1e6 : 1;
    if (Number.isFinite(value)) found.push(Math.round(value * scale * 100) / 100);
  }
  return found;
}

/** A figure with what it counts: "500% bump in presales", "like 50k reservations", "50,000 new members". */
const CLAIMED_FIGURE =
  /\d[\d,.]*\s?(?:%|percent\b|k\b|x\b|thousand\b|million\b|m\b)|\b(?:like|about|around|over|almost|nearly) \d|\d{2,}[\d,]*\s+(?:new |more )?\p{L}{4,}/iu;
/** Said as something the visitor believes, to be confirmed or corrected. */
const CLAIM_MARK =
  /\b(?:right|correct|true|isn'?t it|wasn'?t it|didn'?t (?:you|they|it)|did(?:n'?t)? you|was it|like|got|had|hit|reached|pulled|right\?)\b|\?\s*$/i;

export interface FigureCheck {
  /** The claimed figure is the case's own. */
  holds: boolean;
  /** The case's sentence about what was claimed. */
  sentence: string;
}

/**
 * A figure the visitor states about a case ("the imax one got like a 500% bump in presales
 * right?"): the case's own sentence about the same thing, and whether the figure is in it.
 * `terms` reads a text's content words as the retriever does.
 */
export function checkFigure(
  study: CaseStudy,
  message: string,
  terms: (text: string) => ReadonlySet<string>,
): FigureCheck | undefined {
  // A length of time ("in like 6 months", "season starts in 10 weeks") is not a result.
  const said = message.replace(
    /\b\d+\s*(?:-\s*\d+\s*)?(?:weeks?|wks?|months?|days?|years?|yrs?|hours?|hrs?|min(?:ute)?s?)\b/gi,
    ' ',
  );
  if (!CLAIMED_FIGURE.test(said) || !CLAIM_MARK.test(said)) return undefined;
  const claimed = figures(said);
  if (!claimed.length) return undefined;
  // "pre-sales" and "presales" are one word to a visitor.
  // The client's name says which case, not which of its figures.
  const name = terms(study.client);
  const asked = new Set(
    [...terms(said.replace(/(\p{L})-(\p{L})/gu, '$1$2'))].filter((term) => !name.has(term)),
  );
  const closest = (sentences: readonly string[]) => {
    let best: { sentence: string; shared: number } | undefined;
    for (const sentence of sentences) {
      if (!/\d/.test(sentence)) continue;
      const own = terms(sentence.replace(/(\p{L})-(\p{L})/gu, '$1$2'));
      const shared = [...asked].filter((term) => !/^\d/.test(term) && own.has(term)).length;
      if (shared > (best?.shared ?? 0)) best = { sentence, shared };
    }
    return best;
  };
  // A figure said of a case is a result ("50k reservations the first month?"): the challenge's
  // target, which shares more of its words, is checked only when no result speaks of it.
  const best =
    closest([
      ...study.results,
      ...(study.metrics ? [study.metrics.primary, ...study.metrics.secondary] : []),
    ]) ?? closest(sentencesOf(study.challenge));
  if (!best) return undefined;
  const own = figures(best.sentence);
  return { holds: claimed.some((value) => own.includes(value)), sentence: best.sentence };
}
