// Reply composition: short, plain-text replies in the agency's voice, grounded in the retrieved
// knowledge. Every composer takes a `variant` number (from a hash of the message and the turn
// index) that picks among templates, so replies vary but stay deterministic; the caller tries
// further variants when a reply would repeat one already in the conversation.
import {
  AGENCY,
  MAX_UPLOAD_BYTES,
  type CaseStudy,
  type EmploymentType,
  type MessageType,
  type Service,
} from '@agency/schema';
import type { CardType, Detection } from './detectors.ts';
import type { Hit, Retriever } from './retrieval.ts';
import { firstSentences, hash, type Analysed } from './text.ts';

export interface ComposeInput {
  variant: number;
  /** Sanitised first name of the visitor, when known. */
  name?: string;
  hasContact: boolean;
  analysed: Analysed;
  detection: Detection;
  cards: CardType[];
  buyingIntent: boolean;
  retriever: Retriever;
  hits: Hit[];
}

export interface Composed {
  reply: string;
  /** Case studies the reply names (used for food-brand cards). */
  caseIds: string[];
}

/** Deterministic choice: each slot of a reply gets its own pseudo-random pick. */
export function pick<T>(list: readonly T[], variant: number, slot: string): T {
  return list[hash(`${slot}:${variant}`) % list.length]!;
}

const UPLOAD_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

function withName(name: string | undefined, variant: number, slot: string): string {
  // Use the name in about half of the replies; more often sounds scripted.
  return name && hash(`${slot}:name:${variant}`) % 2 === 0 ? `, ${name}` : '';
}

function decapitalise(sentence: string): string {
  return /^(We|Our|Each|Most|Every|The|Food)\b/.test(sentence)
    ? sentence[0]!.toLowerCase() + sentence.slice(1)
    : sentence;
}

function sentenceEnd(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function caseReference(study: CaseStudy): string {
  const metric = study.metrics?.primary?.trim();
  const result = metric ? ` (${metric[0]!.toLowerCase()}${metric.slice(1)})` : '';
  return `"${study.title}" for ${study.client}${result}`;
}

// ---------------------------------------------------------------------------------------------
// Choosing what to talk about

const FOOD_INDUSTRY = /food|beverage|restaurant|drink|hospitality/i;

/** A case study is worth naming when the message matched its title, client, tags or services, or several words. */
function caseMatchedStrongly(hit: Hit): boolean {
  return (
    hit.fields.includes('title') ||
    hit.fields.includes('keywords') ||
    (hit.strongFields && hit.queryTerms.length >= 2)
  );
}

/** Case studies worth naming: the topic's own work first, then what retrieval found. */
export function relevantCases(input: ComposeInput, limit = 2): CaseStudy[] {
  const { retriever, hits, cards } = input;
  const score = new Map<string, number>();
  for (const hit of hits) if (hit.kind === 'case') score.set(hit.ref, hit.score);
  const all = [...retriever.casesById.values()];
  const byScore = (a: CaseStudy, b: CaseStudy) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0);

  const topical: CaseStudy[] = [];
  if (cards.includes('food_brands')) {
    topical.push(
      ...all
        .filter((study) => FOOD_INDUSTRY.test(`${study.industry} ${study.tags.join(' ')}`))
        .sort(byScore),
    );
  }
  if (cards.includes('video_portfolio')) {
    topical.push(
      ...all
        .filter((study) => study.services.some((s) => /production|video/i.test(s)))
        .sort(byScore),
    );
  }
  if (cards.includes('media_campaigns')) {
    topical.push(
      ...all.filter((study) => study.services.some((s) => /media buying/i.test(s))).sort(byScore),
    );
  }
  const found = hits
    .filter((hit) => hit.kind === 'case' && caseMatchedStrongly(hit))
    .map((hit) => retriever.casesById.get(hit.ref))
    .filter((study): study is CaseStudy => study !== undefined);
  const out: CaseStudy[] = [];
  for (const study of [...topical, ...found]) {
    if (!out.includes(study)) out.push(study);
    if (out.length >= limit) break;
  }
  return out;
}

/** All food and beverage case studies (for the food-brands card). */
export function foodCaseIds(retriever: Retriever): string[] {
  return [...retriever.casesById.values()]
    .filter((study) => FOOD_INDUSTRY.test(`${study.industry} ${study.tags.join(' ')}`))
    .map((study) => study.id);
}

/** Services to name: the topic's own service first; retrieval adds one only when it clearly matches. */
function relevantServices(input: ComposeInput): { services: Service[]; fromTopic: boolean } {
  const { retriever, hits, cards } = input;
  const out: Service[] = [];
  const add = (service: Service | undefined) => {
    if (service && !out.includes(service)) out.push(service);
  };
  const bySlug = (pattern: RegExp) =>
    [...retriever.servicesBySlug.values()].find((s) => pattern.test(s.slug));
  if (cards.includes('video_portfolio')) add(bySlug(/video|production/));
  if (cards.includes('media_campaigns')) add(bySlug(/media-buying|media/));
  const fromTopic = out.length > 0;
  const top = hits.find((hit) => hit.kind === 'service');
  for (const hit of hits) {
    if (hit.kind !== 'service' || !hit.strongFields) continue;
    if (top && hit.score < top.score * 0.6) continue;
    // The topic's own service is enough; otherwise at most two clearly matching services.
    if (fromTopic) break;
    add(retriever.servicesBySlug.get(hit.ref));
  }
  return { services: out.slice(0, 2), fromTopic };
}

function relevantFact(input: ComposeInput): string | undefined {
  const hit = input.hits.find((h) => h.kind === 'fact' || h.kind === 'faq');
  if (!hit || !hit.strongFields) return undefined;
  // A FAQ answer opens as a reply to its own question ("Absolutely, ..."), so it is only reused
  // when the message matched it on several words.
  if (hit.kind === 'faq' && hit.queryTerms.length < 2) return undefined;
  const best = input.hits[0];
  if (best && hit.score < best.score * 0.5) return undefined;
  if (hit.kind === 'fact') return input.retriever.factsById.get(hit.ref)?.text;
  const faq = input.retriever.faqsById.get(hit.ref);
  return faq && faq.category !== 'careers' ? faq.answer : undefined;
}

// ---------------------------------------------------------------------------------------------
// Follow-up questions and calls to action

const TIMELINE =
  /\b(week|weeks|month|months|q[1-4]|spring|summer|fall|autumn|winter|asap|deadline|launch date|january|february|march|april|may|june|july|august|september|october|november|december|next year|this year|tomorrow|soon)\b/;
const BUDGET = /(\$|\b\d+ ?k\b|\bbudget|\bmillion\b|\b\d+ ?m\b)/;
const AUDIENCE =
  /\b(audience|customers|parents|gen z|millennials|students|homeowners|patients|members|fans|drivers|shoppers)\b/;

function followUp(input: ComposeInput): string {
  const text = input.analysed.joined;
  const options: string[] = [];
  if (input.cards.includes('food_brands')) {
    options.push('Are you focused on foot traffic, retail sales or launching something new?');
  }
  if (input.cards.includes('video_portfolio')) {
    options.push('Do you already have a script or concept, or should we start from the idea?');
  }
  if (input.cards.includes('media_campaigns')) {
    options.push('Which markets and channels are you considering so far?');
  }
  if (!TIMELINE.test(text))
    options.push('When are you hoping to launch?', 'What timeline are you working with?');
  if (!BUDGET.test(text)) options.push('Do you have a budget range in mind?');
  if (!AUDIENCE.test(text)) options.push("Who's the audience you most need to reach?");
  options.push("What's the one result that would make this a win for you?");
  return pick(options, input.variant, 'question');
}

function callToAction(input: ComposeInput): string {
  const options = input.hasContact
    ? [
        'If you have a brief or deck, you can upload it right here and the team will come back within one business day.',
        'Share a few more details here, or upload your brief, and a senior strategist will follow up with ideas.',
        `You can also reach the team directly at ${AGENCY.email} and we will reply within one business day.`,
      ]
    : [
        'Share your name and email through the contact form, or upload your brief right here, and the team will come back within one business day.',
        `Drop your details in the contact form or write to ${AGENCY.email}, and a senior strategist will follow up with ideas.`,
        'If you share a few details through the contact form, or upload a brief in the chat, we will put together some first thoughts.',
      ];
  return pick(options, input.variant, 'cta');
}

// ---------------------------------------------------------------------------------------------
// Service inquiries

const OPENERS = ['Love this', 'Happy to help', 'Sounds exciting', 'Great', 'Good news'];

export function composeService(input: ComposeInput): Composed {
  const { variant } = input;
  const name = withName(input.name, variant, 'service');
  const { services: found, fromTopic } = relevantServices(input);
  const cases = relevantCases(input);
  const fact = relevantFact(input);
  // A general question ("can you send a PDF of your services?") is better answered by the
  // agency fact that matched it best than by naming one service.
  const topHit = input.hits[0];
  const factFirst =
    !fromTopic && fact !== undefined && (topHit?.kind === 'fact' || topHit?.kind === 'faq');
  const services = factFirst ? [] : found;
  const foodFact = input.cards.includes('food_brands')
    ? [...input.retriever.factsById.values()].find((f) =>
        /food/i.test(`${f.id} ${f.keywords.join(' ')}`),
      )
    : undefined;
  const sentences: string[] = [];

  if (foodFact) {
    sentences.push(
      `${pick(OPENERS, variant, 'opener')}${name}: ${decapitalise(sentenceEnd(firstSentences(foodFact.text, 1)))}`,
    );
  } else if (services.length > 0) {
    const titles = joinList(services.map((s) => s.title));
    const practice = services.length > 1 ? 'teams do' : 'team does';
    const weSentence = services[0]!.description.match(/\bWe [^.!?]+[.!?]/)?.[0];
    const clause = weSentence
      ? decapitalise(weSentence).replace(/[.!?]$/, '')
      : 'we would love to dig into it with you';
    sentences.push(
      pick(
        [
          `${pick(OPENERS, variant, 'opener')}${name}: this is exactly what our ${titles} ${practice}, and ${clause}.`,
          `${titles} ${services.length > 1 ? 'are core practices' : 'is one of our core practices'} here${name}, and ${clause}.`,
          `${pick(OPENERS, variant, 'opener')}${name}, our ${titles} ${services.length > 1 ? 'teams' : 'team'} would be a great fit: ${clause}.`,
        ],
        variant,
        'service-core',
      ),
    );
  } else if (fact) {
    const first = firstSentences(fact, 1);
    // A very short first sentence ("The more we know, the better.") needs its follow-up, unless
    // the reply already has a call to action to fit into four sentences.
    sentences.push(
      sentenceEnd(first.length < 60 && !input.buyingIntent ? firstSentences(fact, 2) : first),
    );
  } else if (input.cards.includes('food_brands')) {
    sentences.push(
      `${pick(OPENERS, variant, 'opener')}${name}: food and beverage brands are a big part of our work.`,
    );
  } else {
    sentences.push(
      pick(
        [
          `${pick(OPENERS, variant, 'opener')}${name}: we take projects like this from strategy and creative through production and media, all under one roof in Los Angeles.`,
          `That is right in our wheelhouse${name}: strategy, creative, production and media all sit together in our Silver Lake studio.`,
          `We would love to help${name}: our team plans, makes and places campaigns end to end, so nothing gets lost in hand-offs.`,
        ],
        variant,
        'generic-core',
      ),
    );
  }

  if (cases.length > 0) {
    const list = joinList(cases.map(caseReference));
    sentences.push(
      pick(
        [
          `Recent work includes ${list}.`,
          `For a sense of the results, see ${list}.`,
          `You can see it in ${list}.`,
        ],
        variant,
        'work',
      ),
    );
  }

  sentences.push(followUp(input));
  if (input.buyingIntent) sentences.push(callToAction(input));
  return { reply: sentences.join(' '), caseIds: cases.map((c) => c.id) };
}

// ---------------------------------------------------------------------------------------------
// What the visitor asked to see

const DOCUMENT_NOUNS: [RegExp, string][] = [
  [/\brfp/, 'RFP'],
  [/\brf[qi]/, 'request'],
  [/\bbrief/, 'brief'],
  [/\bdeck/, 'deck'],
  [/\bbrand ?book|guidelines/, 'brand guidelines'],
];

function documentNoun(analysed: Analysed): string {
  for (const [pattern, noun] of DOCUMENT_NOUNS) if (pattern.test(analysed.joined)) return noun;
  return 'document';
}

function clientNames(retriever: Retriever, count: number): string {
  return [...retriever.casesById.values()]
    .slice(0, count)
    .map((study) => study.client)
    .join(', ');
}

export function composeAction(type: MessageType, input: ComposeInput): Composed {
  const { variant, retriever } = input;
  const name = withName(input.name, variant, type);
  const cases = input.cards.some((card) => card !== 'video_reel') ? relevantCases(input) : [];
  switch (type) {
    case 'portfolio-request': {
      const lead = pick(
        [
          `I've opened our portfolio for you${name}.`,
          `Here's our portfolio${name}, right on this page.`,
          `Pulling up our work now${name}.`,
        ],
        variant,
        'portfolio-lead',
      );
      const body = cases.length
        ? `A good place to start is ${joinList(cases.map(caseReference))}.`
        : retriever.casesById.size
          ? `It covers campaigns for ${clientNames(retriever, 4)} and more, and you can filter it by industry or service.`
          : 'You can filter it by industry or service.';
      const question = pick(
        [
          'Which industry or kind of work should I point you to first?',
          'Is there a channel or category you care most about?',
        ],
        variant,
        'portfolio-question',
      );
      return { reply: `${lead} ${body} ${question}`, caseIds: cases.map((c) => c.id) };
    }
    case 'reel-display': {
      const lead = pick(
        [
          `Rolling our creative reel now${name}.`,
          `Here's our creative reel${name}, playing right here.`,
          `Cue the reel${name}: it's on your screen now.`,
        ],
        variant,
        'reel-lead',
      );
      const body = pick(
        [
          'It pulls together recent launches, brand films and social series, all shot and finished by our in-house team in Los Angeles.',
          'It is a quick tour of our production, campaign and social work from the Silver Lake studio.',
        ],
        variant,
        'reel-body',
      );
      const question = pick(
        [
          'Want the story behind any piece that catches your eye?',
          'Should I pull up the case study behind anything you like?',
        ],
        variant,
        'reel-question',
      );
      return { reply: `${lead} ${body} ${question}`, caseIds: [] };
    }
    case 'reel-request': {
      const lead = pick(
        [
          `We do${name}, and I've put our creative reel right here in the chat so you can watch it now.`,
          `Yes${name}: our creative reel is on the card below, ready to play.`,
          `Absolutely${name}. Our creative reel is right here in the chat.`,
        ],
        variant,
        'reel-request-lead',
      );
      const body = `If you'd like a link to share with your team, email ${AGENCY.email} and we'll send it over.`;
      const question = pick(
        [
          'Is there a particular kind of work you would like to see more of?',
          'Which of your projects should we have in mind while you watch?',
        ],
        variant,
        'reel-request-question',
      );
      return { reply: `${lead} ${body} ${question}`, caseIds: [] };
    }
    case 'awards-response': {
      const fact = [...retriever.factsById.values()].find((f) =>
        /award/i.test(`${f.id} ${f.title}`),
      );
      const lead = pick(
        [
          `Here are our awards${name}.`,
          `Happy to show them off${name}.`,
          `I've pulled up our awards${name}.`,
        ],
        variant,
        'awards-lead',
      );
      const body = fact
        ? sentenceEnd(firstSentences(fact.text, 2))
        : `Our work has won ${AGENCY.clioAwards} Clio Awards along with Telly, Shorty, AAF, Digiday, Smarties and Ad Age honors.`;
      const question = pick(
        [
          'Would you like to see the campaigns behind them?',
          'Want me to open the work that won them?',
        ],
        variant,
        'awards-question',
      );
      return { reply: `${lead} ${body} ${question}`, caseIds: [] };
    }
    case 'document-sharing-response': {
      const noun = documentNoun(input.analysed);
      const lead = pick(
        [
          `We'd love to read your ${noun}${name}. Use the PDF upload button that just appeared to share it.`,
          `Please send it over${name}: tap the PDF upload button below to share your ${noun}.`,
          `Great${name}, the PDF upload button is ready for your ${noun}.`,
        ],
        variant,
        'doc-lead',
      );
      const body = `PDFs up to ${UPLOAD_MB}MB work best, and we reply to every brief within one business day.`;
      const tail = input.hasContact
        ? pick(
            [
              'Anything about timing or budget we should know while you upload?',
              'Is there a launch date we should plan around?',
            ],
            variant,
            'doc-tail',
          )
        : 'If you add your name and email too, we will know where to send our thoughts.';
      return { reply: `${lead} ${body} ${tail}`, caseIds: [] };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Employment

const TRACKS = 'our Freelance Network, Full-Time Careers and Internships';

const TRACK_DETAIL: Record<EmploymentType, string[]> = {
  freelancer: [
    'The Freelance Network is how we staff shoots, busy seasons and specialist skills, from directors and editors to designers, writers and crew.',
    'Our Freelance Network is a roster of directors, editors, designers, writers and crew we call on for shoots and busy seasons.',
  ],
  'full-time': [
    'Full-Time Careers span creative, strategy, production, media and digital, and we keep strong candidates on file even when nothing is open.',
    'For Full-Time Careers we hire across creative, strategy, production, media and digital throughout the year.',
  ],
  internship: [
    'Our Internships are paid and put students and recent grads on real client teams in creative, production, social, media or strategy.',
    'Internships run in cohorts, are paid, and place you on real client teams from day one.',
  ],
};

const TRACK_QUESTION: Record<EmploymentType, string[]> = {
  freelancer: [
    "What's your specialty, and what day rate do you usually work at?",
    'What kind of projects do you do best?',
  ],
  'full-time': [
    'What kind of role are you looking for?',
    'Which discipline are you in, and how many years of experience do you have?',
  ],
  internship: [
    'What are you studying, and when could you start?',
    'Which team would you most like to learn with?',
  ],
};

export function composeEmployment(type: EmploymentType | undefined, input: ComposeInput): Composed {
  const { variant } = input;
  const name = withName(input.name, variant, 'employment');
  const lead = pick(
    [
      `Thanks for your interest in joining us${name}: there are three ways to work with Silver Lake Creative, ${TRACKS}.`,
      `We'd love to hear from you${name}; people join us through three tracks, ${TRACKS}.`,
      `Great to hear you're interested${name}: we work with talent through ${TRACKS}.`,
    ],
    variant,
    'employment-lead',
  );
  const detail = type ? pick(TRACK_DETAIL[type], variant, 'employment-detail') : undefined;
  const resume = pick(
    [
      'Upload your resume (PDF or text) right here in the chat, with a portfolio or reel link if you have one, and our team will review it.',
      'The quickest way to apply is to upload your resume here in the chat; our team reviews every one.',
    ],
    variant,
    'employment-resume',
  );
  const question = type
    ? pick(TRACK_QUESTION[type], variant, 'employment-question')
    : 'Which track fits you best?';
  return { reply: [lead, detail, resume, question].filter(Boolean).join(' '), caseIds: [] };
}

// ---------------------------------------------------------------------------------------------
// Vendors

export function composeVendor(input: ComposeInput): Composed {
  const { variant } = input;
  const name = withName(input.name, variant, 'vendor');
  const lead = pick(
    [
      `Thanks for reaching out${name}, we're always glad to meet new partners and vendors.`,
      `Thanks for thinking of us${name}.`,
      `Appreciate you getting in touch${name}.`,
    ],
    variant,
    'vendor-lead',
  );
  const body = pick(
    [
      `The best way in is a short overview, with any rate cards or decks, sent to ${AGENCY.email}; our partnerships team reviews every proposal.`,
      `Please send a brief overview and your rate card or credentials to ${AGENCY.email}, where our partnerships team reviews vendor proposals.`,
    ],
    variant,
    'vendor-body',
  );
  const tail = pick(
    [
      "If there's a fit with an upcoming project, we'll be in touch.",
      'We get back to relevant proposals within a few business days.',
    ],
    variant,
    'vendor-tail',
  );
  return { reply: `${lead} ${body} ${tail}`, caseIds: [] };
}

// ---------------------------------------------------------------------------------------------
// Small talk, off-topic and noise

export type WebchatKind =
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'identity'
  | 'howAreYou'
  | 'abuse'
  | 'noise'
  | 'empty'
  | 'offTopic';

const WEBCHAT: Record<WebchatKind, (name: string) => string[]> = {
  greeting: (name) => [
    `Hi${name}! I'm the Silver Lake Creative assistant. Tell me about your project, or ask to see our work, our reel or our awards.`,
    `Hello${name}, welcome to Silver Lake Creative. What are you working on? I can share relevant work, talk budgets and timelines, or point you to careers.`,
    `Hey${name}! Great to have you here. Are you planning a campaign, a shoot or a media push?`,
  ],
  thanks: (name) => [
    `You're very welcome${name}! Is there anything else I can help with, like a project you're planning?`,
    `Anytime${name}. If a project comes to mind, I'm right here.`,
    `My pleasure${name}! Want to see some of our recent work while you're here?`,
  ],
  goodbye: (name) => [
    `Thanks for stopping by${name}! Whenever you're ready to talk about a project, we're at ${AGENCY.email}.`,
    `Take care${name}. The team is always a message away at ${AGENCY.email}.`,
  ],
  identity: (name) => [
    `I'm Silver Lake Creative's virtual assistant${name}, not a person, but I know our work, services and process well. When you're ready, I can connect you with the team. What are you working on?`,
    `I'm the agency's AI assistant${name}. I can answer questions about our services, show you our work and get your project to the right people. How can I help?`,
  ],
  howAreYou: (name) => [
    `Doing great, thanks for asking${name}! What can I help you with today?`,
    `All good here in Silver Lake${name}. Is there a project on your mind?`,
  ],
  abuse: (name) => [
    `I hear you${name}, and I'm sorry if something has been frustrating. I'm here to help with creative, production and media projects, so if there's something you're working on, tell me about it.`,
    `Sorry this isn't hitting the mark${name}. If you tell me what you're after, whether it's our work, a project quote or careers, I'll do my best to help.`,
  ],
  noise: (name) => [
    `I didn't quite catch that${name}. I can show you our work, talk through a project or point you to careers; what would be most helpful?`,
    `Hmm, I'm not sure I followed${name}. Are you looking for help with a campaign, a video or a media plan?`,
  ],
  empty: (name) => [
    `I'm here to help with your creative needs${name}! Tell me about your brand or project and I'll point you to the right work and people.`,
  ],
  offTopic: (name) => [
    `That's a little outside what I can help with here${name}, but I'd love to hear about any campaign, video or media project you have in mind.`,
    `I'm best at agency questions${name}: our work, services, pricing and process. Is there a project I can help you think through?`,
    `I'll have to leave that one to someone else${name}! I can help with brand, campaign, production or media questions, though. What are you working on?`,
  ],
};

export function composeWebchat(kind: WebchatKind, input: ComposeInput): Composed {
  const name = withName(input.name, input.variant, kind);
  return { reply: pick(WEBCHAT[kind](name), input.variant, kind), caseIds: [] };
}

/** An agency fact for a general question (location, team, history...), with a light follow-up. */
export function composeFact(text: string, input: ComposeInput): Composed {
  const question = pick(
    [
      'Is there a project I can help you with?',
      'Anything else you would like to know about working with us?',
      'What brings you to Silver Lake Creative today?',
    ],
    input.variant,
    'fact-question',
  );
  return { reply: `${sentenceEnd(firstSentences(text, 2))} ${question}`, caseIds: [] };
}

/** Sentences appended to a reply that would otherwise repeat one already given. */
export const CLOSERS = [
  'Happy to go deeper on any of that.',
  'Just say the word if you would like more detail.',
  'I can also connect you with the team for specifics.',
  'Let me know what would be most useful next.',
  'Ask me anything else along the way.',
  'The team is always reachable at ' + AGENCY.email + ' too.',
];
