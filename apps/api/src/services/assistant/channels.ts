// The channels a prospect rules out ("NO influencers", "not tv either"), and what the plan leans
// on without them: the channels left, and the case that ran on those. Kept in the dialogue state,
// so "so what's left?" three messages later still knows what was ruled out.
import type { CaseStudy } from '@agency/schema';
import { copyFor } from './compose.ts';
import type { Language } from './dialogue.ts';

interface Channel {
  key: string;
  en: string;
  es: string;
  /** How a visitor names it. */
  said: RegExp;
  /** How a case's execution names it. */
  ran: RegExp;
}

/** In the order a plan without the ruled-out ones would lean on them. */
const CHANNELS: Channel[] = [
  {
    key: 'ooh',
    en: 'out-of-home (billboards, transit and digital screens)',
    es: 'exteriores (espectaculares, transporte y pantallas digitales)',
    said: /\b(?:billboards?|out[- ]of[- ]home|ooh|outdoor ads?|espectaculares|vallas)\b/i,
    ran: /\b(?:out-of-home|billboards?|transit|digital screens)\b/i,
  },
  {
    key: 'radio',
    en: 'radio and streaming audio',
    es: 'radio y audio en streaming',
    said: /\b(?:radio|podcasts?|audio)\b/i,
    ran: /\b(?:radio|streaming audio|podcasts?)\b/i,
  },
  {
    key: 'tv',
    en: 'connected TV and streaming',
    es: 'TV conectada y streaming',
    said: /\b(?:tv|television|televisi[oó]n|tele|commercials?|ctv)\b/i,
    ran: /\b(?:connected tv|ctv|tv|television|broadcast)\b/i,
  },
  {
    key: 'search',
    en: 'paid search and SEO',
    es: 'búsqueda pagada y SEO',
    said: /\b(?:search|seo|google ads?|sem)\b/i,
    ran: /\b(?:paid search|search|seo|keywords?)\b/i,
  },
  {
    key: 'email',
    en: 'email and content',
    es: 'email y contenido',
    // "Not giving my email" is about contact details, not the channel.
    said: /(?<!\b(?:my|your|an|the|our|with) )\b(?:email|e-mail)\b(?! (?:me|us|you|address))|\b(?:newsletters?|content|blog)\b/i,
    ran: /\b(?:email|newsletter|articles?|content|guides?)\b/i,
  },
  {
    key: 'social',
    en: 'paid social',
    es: 'social pagado',
    said: /\b(?:social(?: media)?|instagram|facebook|meta|redes)\b/i,
    ran: /\b(?:paid social|instagram|meta|facebook|reels?)\b/i,
  },
  {
    key: 'tiktok',
    en: 'TikTok',
    es: 'TikTok',
    said: /\btik ?toks?\b/i,
    ran: /\btiktok\b/i,
  },
  {
    key: 'creators',
    en: 'creators',
    es: 'creadores',
    said: /\b(?:influencers?|creators?|influencer marketing|ugc|creadores|influencers)\b/i,
    ran: /\b(?:creators?|influencers?|whitelisting|spark ads)\b/i,
  },
];

/** "No influencers", "not tv either", "we don't want tiktok", "sin influencers". */
const RULED_OUT =
  /\b(?:no|not|(?:don'?t|dont|do not) (?:want|need|do|like)|not interested in|never|without|skip|hate|no more|nada de|sin|no quiero|no queremos)\b((?:\s+[\w'-]+){0,3})/gi;

/** The channels a message rules out. */
export function ruledOut(message: string): string[] {
  const out = new Set<string>();
  for (const match of message.matchAll(RULED_OUT)) {
    const words = match[1] ?? '';
    // "no, influencers are fine" takes it back; "not only TV" keeps it.
    if (/\b(?:only|just|fine|ok|okay|too)\b/i.test(words)) continue;
    for (const channel of CHANNELS) if (channel.said.test(words)) out.add(channel.key);
  }
  return [...out];
}

/** "What would you do instead?", "so what's left", "what channels then". */
export const INSTEAD =
  /\binstead\b|\bwhat'?s left\b|\bwhat (?:else|channels?|media)\b.*\b(?:then|without|left)\b|\bwhat (?:channels?|media) (?:then|would you use)\b|\bso what would (?:you|u) do\b|\bwhat would (?:you|u) do then\b|\bqu[eé] (?:har[ií]an|queda|otra cosa)\b|\ben (?:vez|lugar) de\b/i;

/**
 * What the plan leans on without the channels ruled out, and the case that ran on those (none of
 * the ruled-out ones in its execution), as one or two sentences.
 */
export function withoutChannels(
  avoided: readonly string[],
  cases: readonly CaseStudy[],
  lang: Language,
  reference: (study: CaseStudy) => string,
): string[] {
  const out = CHANNELS.filter((channel) => avoided.includes(channel.key));
  const left = CHANNELS.filter((channel) => !avoided.includes(channel.key)).slice(0, 5);
  if (!out.length || !left.length) return [];
  const copy = copyFor(lang);
  const named = (channels: Channel[]) =>
    copy.list(channels.map((channel) => (lang === 'es' ? channel.es : channel.en)));
  const ranOn = (study: CaseStudy) => study.execution.join(' ');
  const best = cases
    .filter((study) => !out.some((channel) => channel.ran.test(ranOn(study))))
    .map((study) => ({
      study,
      used: left.filter((channel) => channel.ran.test(ranOn(study))),
    }))
    .filter((candidate) => candidate.used.length >= 2)
    .sort((a, b) => b.used.length - a.used.length)[0];
  const plan = copy.withoutChannels(named(out), named(left));
  if (!best) return [plan];
  return [plan, copy.ranWithout(reference(best.study), named(best.used), named(out))];
}
