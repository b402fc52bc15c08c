// Multi-turn conversations with machine-checkable expectations per turn, scored by
// `npm run bench:assistant`. Written for this agency across the ways visitors talk to it. The
// 'held-out' conversations were written with the others but never used to tune the assistant:
// development looked only at the 'dev' failures.
import type { Intent, MessageType } from '@agency/schema';
import type { AssistantAnswer, AssistantInput } from '../types.ts';

export type DialogueCategory =
  | 'follow-up'
  | 'answer'
  | 'unknown'
  | 'premise'
  | 'industry'
  | 'spanish'
  | 'negation'
  | 'tone'
  | 'intent';

export interface DialogueTurn {
  say: string;
  intent?: Intent;
  lang?: 'en' | 'es';
  /** The screen the reply opens; null: none. */
  opens?: MessageType | null;
  must?: RegExp[];
  mustNot?: RegExp[];
}

export interface Dialogue {
  id: string;
  category: DialogueCategory;
  split: 'dev' | 'held-out';
  turns: DialogueTurn[];
}

const EMAIL = /hello@silverlakecreative\.com/;
const PHONE = /\+1 \(323\) 555-0147/;
const CANT = /can't confirm|can't answer|not something I can answer|no puedo confirmar/i;
const PITCH = /would be a great fit|right in our wheelhouse|exactly what our/i;
const CHEER = /^(Love this|Sounds exciting|Great|Good news|Happy to help)/;
const FLOOR = /\$10K/;
const IMAX = /IMAX/;
const ENT = /IMAX|Sunset Strip/;
const TECH = /Vaultline/;
const WELL = /Verde Wellness/;
const FOOD = /Golden State Creamery|Taquería del Sol/;
const CAR = /Electra Motors/;
const BANK = /Pacific Coast Credit Union/;
const RETAIL = /Canyon Ridge/;
const PRICE = /\$10K/;
const ES = /[áéíóúñ¿¡]|\b(el|los|las|para|nuestro|nuestros|equipo|proyectos?)\b/i;

type T = DialogueTurn;
const d = (
  id: string,
  category: DialogueCategory,
  split: Dialogue['split'],
  ...turns: T[]
): Dialogue => ({ id, category, split, turns });

const dialogues: Dialogue[] = [
  // ------------------------------------------------------------------------------ follow-ups
  d(
    'film-price-similar',
    'follow-up',
    'dev',
    {
      say: "Hi, this is Marco. We're opening a feature film in theaters in June and need a trailer campaign.",
      intent: 'service-inquiry',
      must: [ENT],
    },
    { say: 'What would a project like that run?', intent: 'service-inquiry', must: [PRICE] },
    { say: 'Got anything similar?', must: [ENT], mustNot: [PRICE] },
  ),
  d(
    'clinic-turnaround',
    'follow-up',
    'dev',
    {
      say: 'We run three physical therapy clinics and want more patients from social.',
      intent: 'service-inquiry',
      must: [WELL],
    },
    { say: "What's the turnaround?", intent: 'service-inquiry', must: [/weeks/] },
    { say: 'And roughly what does it cost?', must: [PRICE] },
  ),
  d(
    'saas-similar',
    'follow-up',
    'dev',
    {
      say: 'We are a B2B software startup launching a security product and need content marketing.',
      intent: 'service-inquiry',
      must: [TECH],
    },
    { say: 'Do you have anything similar I could read?', must: [TECH] },
  ),
  d(
    'car-one',
    'follow-up',
    'dev',
    { say: 'Can I see your portfolio?', opens: 'portfolio-request' },
    { say: 'Tell me more about the car one', must: [CAR], opens: null },
  ),
  d(
    'name-remembered',
    'follow-up',
    'dev',
    { say: "Hey, I'm Priya from Lumen Coffee. We need a launch campaign for a new cold brew." },
    { say: 'How long would that take?', must: [/weeks/] },
    { say: 'Thanks!', must: [/Priya|welcome|pleasure|Anytime/i] },
  ),
  d(
    'budget-then-price',
    'follow-up',
    'dev',
    { say: 'We want a TV and streaming media buy for our credit union, budget around $200k.' },
    { say: 'How much would your fees be on that?', must: [/\$200K|within that range|fee/i] },
  ),
  d(
    'details-after-similar',
    'follow-up',
    'dev',
    {
      say: "We're planning a music festival next summer and need to sell tickets.",
      must: [/Sunset Strip/],
    },
    { say: 'Tell me more about that one', must: [/Sunset Strip/] },
  ),
  d(
    'restaurant-followups',
    'follow-up',
    'dev',
    {
      say: 'I own a taco restaurant in Echo Park and want more weeknight customers.',
      must: [FOOD],
    },
    { say: 'What would something like that cost?', must: [PRICE] },
    { say: 'And how soon could you start?', must: [/week/] },
  ),
  d(
    'ev-launch',
    'follow-up',
    'held-out',
    { say: 'Our electric vehicle startup needs a launch film and paid media.', must: [CAR] },
    { say: 'What would that run us?', intent: 'service-inquiry', must: [PRICE] },
    { say: 'Anything similar besides that?', mustNot: [PRICE] },
  ),
  d(
    'bank-followup',
    'follow-up',
    'held-out',
    { say: 'We are a regional bank trying to reach younger members.', must: [BANK] },
    { say: 'how long does something like that take?', must: [/weeks/] },
  ),
  d(
    'retail-similar',
    'follow-up',
    'held-out',
    { say: 'We run an outdoor apparel online store and need holiday sales.', must: [RETAIL] },
    { say: 'got any other examples?', mustNot: [PITCH] },
    { say: 'what would that cost?', must: [PRICE] },
  ),
  d(
    'app-turnaround',
    'follow-up',
    'held-out',
    { say: "I'm Dana, we're launching a budgeting app next quarter and need a campaign." },
    { say: "What's the typical turnaround for that?", must: [/weeks/] },
    { say: 'cool, thanks', must: [/Dana|welcome|pleasure|Anytime/i] },
  ),
  d(
    'wellness-price',
    'follow-up',
    'held-out',
    { say: 'We sell supplements and want to work with creators.', must: [WELL] },
    { say: 'How much would a program like that be?', must: [PRICE] },
  ),
  d(
    'movie-details',
    'follow-up',
    'held-out',
    { say: 'We have a movie premiere coming up and need buzz in LA.', must: [IMAX] },
    { say: 'How did that one do?', must: [IMAX] },
  ),
  d(
    'ice-cream-one',
    'follow-up',
    'held-out',
    { say: 'Show me your work', opens: 'portfolio-request' },
    { say: 'What about the ice cream one?', must: [/Golden State Creamery/] },
  ),
  d(
    'festival-cost',
    'follow-up',
    'held-out',
    { say: 'We book concerts at a 2,000 seat venue and need to sell more tickets.', must: [ENT] },
    { say: 'ballpark cost?', must: [PRICE] },
  ),

  // Written after the first benchmark run, as more development material (dev only).
  d(
    'baby-food-followups',
    'follow-up',
    'dev',
    { say: 'We make organic baby food and want to reach grocery shoppers.', must: [FOOD] },
    { say: 'how long would that take', must: [/weeks/] },
    { say: 'and the cost?', must: [PRICE], mustNot: [/ a influencer/] },
    { say: 'ok thanks', intent: 'webchat' },
  ),
  d(
    'tequila-es',
    'spanish',
    'dev',
    {
      say: 'Hola! Somos una marca de tequila y queremos una campaña en redes',
      lang: 'es',
      must: [FOOD],
    },
    { say: '¿tienen ejemplos parecidos?', lang: 'es', must: [FOOD] },
    { say: '¿cuánto tiempo toma?', lang: 'es', must: [/semanas/] },
  ),
  d(
    'hospital-video',
    'industry',
    'dev',
    { say: 'Our hospital wants a recruitment video for nurses', must: [WELL] },
    { say: 'ok', intent: 'webchat', mustNot: [PITCH, CHEER] },
    { say: 'what would that cost', must: [PRICE] },
  ),
  d(
    'ack-then-what',
    'answer',
    'dev',
    { say: 'ok', intent: 'webchat', mustNot: [/someone else|outside what I can/] },
    { say: 'what do you do?', must: [/brand strategy/] },
  ),
  d(
    'tesla-claim',
    'premise',
    'dev',
    {
      say: 'Are you guys the agency that did the Tesla Cybertruck reveal?',
      must: [/can't confirm/],
    },
    { say: 'oh ok. what have you done in automotive?', must: [CAR] },
  ),
  d(
    'min-budget-then-5k',
    'tone',
    'dev',
    { say: 'do you have a minimum budget?', must: [PRICE] },
    { say: 'we have 5k', must: [FLOOR], mustNot: [CHEER] },
    { say: 'ok', intent: 'webchat' },
  ),

  d(
    'named-case',
    'follow-up',
    'dev',
    { say: 'Tell me about the IMAX campaign', must: [IMAX, /312%/] },
    { say: 'what were the results?', must: [IMAX] },
  ),
  d(
    'industry-experience',
    'industry',
    'dev',
    { say: 'Do you have experience with banks?', must: [BANK] },
    { say: 'Me gustaría saber si tienen experiencia con bancos', lang: 'es', must: [BANK, ES] },
  ),
  d(
    'channels-followup',
    'answer',
    'dev',
    { say: 'We want billboards across LA for our law firm, budget $40k, launch in March' },
    { say: 'what channels would you use?', must: [/connected TV/], mustNot: [CANT] },
  ),

  d(
    'es-vendor-and-timing',
    'spanish',
    'dev',
    {
      say: 'Somos una empresa de pantallas LED y queremos ofrecerles nuestros servicios',
      lang: 'es',
      intent: 'vendor',
      must: [EMAIL],
    },
    { say: 'Necesitamos un comercial para TV', lang: 'es', intent: 'service-inquiry' },
    { say: '¿Y para cuándo estaría listo?', lang: 'es', must: [/semanas/] },
  ),

  d(
    'freelancer-apply',
    'intent',
    'dev',
    { say: 'I am a freelance editor', intent: 'employment' },
    {
      say: 'how do I apply?',
      intent: 'employment',
      must: [/upload your resume/],
      mustNot: [/three tracks/],
    },
  ),
  d(
    'hotel-budget',
    'tone',
    'dev',
    { say: 'We are a hotel in Palm Springs', intent: 'service-inquiry' },
    { say: 'yes we need a campaign for the reopening' },
    { say: '$25k', must: [/\$25K sits within/], mustNot: [/below what we/] },
  ),

  // ------------------------------------------------------------------------------ answers
  d('contact-email', 'answer', 'dev', {
    say: 'How can I contact you directly?',
    must: [EMAIL, PHONE],
    mustNot: [/^com,/],
  }),
  d(
    'location-reworded',
    'answer',
    'dev',
    { say: 'where is your office exactly?', intent: 'webchat', must: [/Sunset Blvd/] },
    { say: 'can I visit the studio?', mustNot: [PITCH] },
  ),
  d('nda', 'answer', 'dev', {
    say: 'Would you sign an NDA before we share our roadmap?',
    must: [/NDA/],
  }),
  d('ownership', 'answer', 'dev', {
    say: 'Who owns the creative when the project ends?',
    must: [/belong to you|You do/],
  }),
  d('revisions', 'answer', 'dev', {
    say: 'How many revision rounds do you include?',
    must: [/two/],
  }),
  d(
    'team-size',
    'answer',
    'dev',
    { say: 'How big is the team?', intent: 'webchat', must: [/38/] },
    { say: 'And where are you based?', intent: 'webchat', must: [/Silver Lake|Sunset/] },
  ),
  d('retainer', 'answer', 'held-out', {
    say: 'Do you do monthly retainers?',
    intent: 'service-inquiry',
    must: [/\$15K/],
  }),
  d('contact-phone', 'answer', 'held-out', {
    say: 'what number can I call you on?',
    must: [PHONE],
  }),
  d('location-wording', 'answer', 'held-out', {
    say: 'Which neighborhood is your studio in?',
    must: [/Silver Lake/],
    mustNot: [PITCH],
  }),
  d('media-fees', 'answer', 'held-out', {
    say: 'How do you charge for buying media?',
    must: [/fee/],
    mustNot: [PITCH],
  }),
  d('founded', 'answer', 'held-out', {
    say: 'when did the agency start?',
    intent: 'webchat',
    must: [/2009/],
  }),
  d(
    'email-again',
    'answer',
    'held-out',
    { say: "what's your email?", must: [EMAIL] },
    { say: 'and a phone number?', must: [PHONE] },
  ),

  // ------------------------------------------------------------------------------ unknown
  d('pr-unknown', 'unknown', 'dev', {
    say: 'Do you handle PR?',
    must: [CANT, EMAIL],
    mustNot: [PITCH],
  }),
  d('parking-unknown', 'unknown', 'dev', {
    say: 'Is there parking at your studio?',
    must: [CANT],
    mustNot: [PITCH],
  }),
  d('ceo-unknown', 'unknown', 'dev', { say: "What's the name of your CEO?", must: [CANT, EMAIL] }),
  d('hours-unknown', 'unknown', 'dev', {
    say: 'Do you offer translation of legal documents?',
    must: [CANT],
    mustNot: [PITCH],
  }),
  d('print-unknown', 'unknown', 'held-out', {
    say: 'Do you print trade show booths?',
    must: [CANT, EMAIL],
    mustNot: [PITCH],
  }),
  d('weekend-unknown', 'unknown', 'held-out', {
    say: 'Are you open on Sundays?',
    must: [CANT],
    mustNot: [PITCH],
  }),
  d('crypto-unknown', 'unknown', 'held-out', {
    say: 'Can you handle our investor relations?',
    must: [CANT],
    mustNot: [PITCH],
  }),
  d('founder-unknown', 'unknown', 'held-out', {
    say: 'Is your founder on LinkedIn?',
    must: [CANT],
  }),

  // ------------------------------------------------------------------------------ false premises
  d('soda-superbowl', 'premise', 'dev', {
    say: 'You made that famous soda Super Bowl spot, right?',
    intent: 'webchat',
    must: [/can't confirm|isn't among/i, /IMAX/],
    mustNot: [CHEER, PITCH],
  }),
  d('emmy', 'premise', 'dev', {
    say: 'Congrats on the Emmy!',
    must: [/haven't won/, /Clio/],
    mustNot: [CHEER],
  }),
  d('cheap-start', 'premise', 'dev', {
    say: 'Someone told me you start at $1,500 for a campaign.',
    must: [/\$10K/, /not quite right/],
  }),
  d('ny-office', 'premise', 'dev', {
    say: 'Can I drop by your New York office?',
    must: [/Los Angeles/, /don't have an office/],
  }),
  d('imax-true', 'premise', 'dev', {
    say: 'You did the IMAX campaign, right?',
    must: [/Yes/, IMAX],
  }),
  d('oscar', 'premise', 'held-out', {
    say: 'I heard your agency won an Oscar last year',
    must: [/haven't won/, /Clio/],
  }),
  d('nike', 'premise', 'held-out', {
    say: 'You guys did the Nike campaign, right?',
    must: [/can't confirm|isn't among/i],
  }),
  d('price-claim-500', 'premise', 'held-out', {
    say: 'A friend said your packages start at $500',
    must: [/\$10K/],
  }),
  d('chicago-office', 'premise', 'held-out', {
    say: "I'll stop by your Chicago office next week",
    must: [/don't have an office/, /Los Angeles/],
  }),
  d('cannes', 'premise', 'held-out', {
    say: 'How many Cannes Lions have you won?',
    must: [/haven't won/],
  }),

  // ------------------------------------------------------------------------------ industry
  d('theatrical-video', 'industry', 'dev', {
    say: 'We need video for a theatrical release in March.',
    must: [ENT],
    mustNot: [CAR],
  }),
  d('software-media', 'industry', 'dev', {
    say: 'Our software company needs a media plan for a product launch.',
    must: [TECH],
  }),
  d('clinic-video', 'industry', 'dev', {
    say: 'Our dental clinic wants a video for Instagram.',
    must: [WELL],
  }),
  d('bank-social', 'industry', 'dev', {
    say: 'We are a credit union and need social media content.',
    must: [BANK],
  }),
  d('portfolio-industry', 'industry', 'dev', {
    say: 'Show me your work for restaurants',
    opens: 'portfolio-request',
    must: [FOOD],
  }),
  d('dealer-video', 'industry', 'held-out', {
    say: 'We run a car dealership and need a commercial.',
    must: [CAR],
  }),
  d('saas-video', 'industry', 'held-out', {
    say: 'We are a SaaS company and need an explainer video.',
    must: [TECH],
  }),
  d('spa-influencer', 'industry', 'held-out', {
    say: 'My med spa wants to work with influencers.',
    must: [WELL],
  }),
  d('store-media', 'industry', 'held-out', {
    say: 'Our clothing store needs a media buy for the holidays.',
    must: [RETAIL],
  }),
  d('film-portfolio', 'industry', 'held-out', {
    say: 'Can I see work you did for movie studios?',
    opens: 'portfolio-request',
    must: [IMAX],
  }),

  // ------------------------------------------------------------------------------ Spanish
  d(
    'es-language',
    'spanish',
    'dev',
    { say: '¿Trabajan en español?', lang: 'es', intent: 'webchat', must: [/español/] },
    { say: 'Perfecto, ¿dónde están ubicados?', lang: 'es', must: [/Sunset Blvd/] },
  ),
  d('es-portfolio', 'spanish', 'dev', {
    say: 'Hola, quiero ver su trabajo',
    lang: 'es',
    opens: 'portfolio-request',
    intent: 'webchat',
  }),
  d(
    'es-restaurant',
    'spanish',
    'dev',
    {
      say: 'Necesito un video para mi restaurante',
      lang: 'es',
      intent: 'service-inquiry',
      must: [FOOD, ES],
    },
    { say: '¿Cuánto costaría?', lang: 'es', must: [PRICE, ES] },
  ),
  d('es-contact', 'spanish', 'dev', {
    say: '¿Cómo los puedo contactar?',
    lang: 'es',
    must: [EMAIL, ES],
  }),
  d('es-job', 'spanish', 'dev', {
    say: 'Busco trabajo como editor de video',
    lang: 'es',
    intent: 'employment',
    must: [ES],
  }),
  d('es-price', 'spanish', 'held-out', {
    say: '¿Cuánto cuesta una campaña?',
    lang: 'es',
    intent: 'service-inquiry',
    must: [PRICE, ES],
  }),
  d(
    'es-clinic',
    'spanish',
    'held-out',
    {
      say: 'Tenemos una clínica y queremos más pacientes',
      lang: 'es',
      intent: 'service-inquiry',
      must: [WELL, ES],
    },
    { say: '¿Y cuánto tiempo toma?', lang: 'es', must: [/semanas/] },
  ),
  d('es-awards', 'spanish', 'held-out', {
    say: '¿Qué premios han ganado?',
    lang: 'es',
    opens: 'awards-response',
    must: [/Clio/, ES],
  }),
  d(
    'es-switch',
    'spanish',
    'held-out',
    { say: 'Hi, do you work in Spanish?', lang: 'en', must: [/Spanish/] },
    {
      say: 'Genial, entonces les escribo en español. Necesitamos una campaña para nuestra tienda.',
      lang: 'es',
      must: [ES],
    },
  ),
  d('es-where', 'spanish', 'held-out', {
    say: 'Hola, ¿dónde tienen su oficina?',
    lang: 'es',
    must: [/Sunset Blvd/],
  }),

  // ------------------------------------------------------------------------------ negation, repetition
  d('skip-reel-pr', 'negation', 'dev', {
    say: 'Skip the reel, I only need to know whether you handle PR',
    opens: null,
    must: [CANT],
    mustNot: [/reel/i],
  }),
  d('no-portfolio', 'negation', 'dev', {
    say: "Don't show me the portfolio, just tell me your prices",
    opens: null,
    must: [PRICE],
  }),
  d(
    'no-repeat-question',
    'negation',
    'dev',
    { say: 'We need a rebrand for our bakery.' },
    { say: 'We also need new packaging photos.' },
    { say: 'And some social posts for the launch.' },
  ),
  d(
    'no-reel-later',
    'negation',
    'dev',
    { say: 'No reel please, I have seen it.', opens: null },
    { say: 'Ok, can I see some work then?', opens: 'portfolio-request' },
  ),
  d('skip-awards', 'negation', 'held-out', {
    say: "I don't care about awards, how fast can you start?",
    opens: null,
    must: [/week/],
  }),
  d('without-reel', 'negation', 'held-out', {
    say: 'Without the reel, what do you charge for a social package?',
    opens: null,
    must: [PRICE],
  }),
  d(
    'no-repeat-2',
    'negation',
    'held-out',
    { say: 'We are launching a new hard seltzer.' },
    { say: 'It will be sold in California first.' },
    { say: 'We want a big summer push.' },
  ),

  // ------------------------------------------------------------------------------ tone
  d('low-budget', 'tone', 'dev', {
    say: 'We have $2,000 for a launch video.',
    must: [FLOOR],
    mustNot: [CHEER],
  }),
  d('low-budget-2', 'tone', 'dev', {
    say: 'Our budget is 3k for a full campaign',
    must: [FLOOR],
    mustNot: [CHEER],
  }),
  d('good-budget', 'tone', 'dev', {
    say: 'We have $60k for a spring campaign for our restaurant group.',
    mustNot: [/below what we/],
  }),
  d('low-budget-held', 'tone', 'held-out', {
    say: 'I can spend about $800 on some ads',
    must: [FLOOR],
    mustNot: [CHEER],
  }),
  d(
    'low-budget-followup',
    'tone',
    'held-out',
    { say: 'We need a social campaign for our bakery.' },
    { say: 'Our budget is $1,500.', must: [FLOOR], mustNot: [CHEER] },
  ),

  // ------------------------------------------------------------------------------ intent boundaries
  d('portfolio-no-need', 'intent', 'dev', {
    say: 'Can I see your reel?',
    intent: 'webchat',
    opens: 'reel-display',
  }),
  d('press', 'intent', 'dev', {
    say: "I'm a journalist writing about LA agencies, can I interview someone?",
    intent: 'webchat',
  }),
  d('vendor-media-owner', 'intent', 'dev', {
    say: 'We sell billboard inventory on the Westside and would love to be on your media plans.',
    intent: 'vendor',
  }),
  d('freelancer', 'intent', 'dev', {
    say: "I'm a freelance colorist, are you hiring for shoots?",
    intent: 'employment',
  }),
  d(
    'job-then-quote',
    'intent',
    'dev',
    { say: 'Are you hiring designers?', intent: 'employment' },
    {
      say: 'Actually I also run a bakery, can you quote a campaign for us?',
      intent: 'service-inquiry',
    },
  ),
  d('awards-question', 'intent', 'dev', {
    say: 'What awards have you won?',
    intent: 'webchat',
    opens: 'awards-response',
  }),
  d('timeline-si', 'intent', 'held-out', {
    say: 'How long does a commercial take to make?',
    intent: 'service-inquiry',
    must: [/weeks/],
  }),
  d('press-2', 'intent', 'held-out', {
    say: 'Hi, I produce a marketing podcast, would your creative director come on as a guest?',
    intent: 'webchat',
  }),
  d('history', 'intent', 'held-out', { say: 'How long have you been around?', intent: 'webchat' }),
  d('saas-vendor', 'intent', 'held-out', {
    say: 'We make project management software for agencies and would love to demo it to your team.',
    intent: 'vendor',
  }),
  d('intern', 'intent', 'held-out', {
    say: "I'm a film student looking for a summer internship",
    intent: 'employment',
  }),
  d('see-work-no-need', 'intent', 'held-out', {
    say: 'Just curious, can I browse some of your case studies?',
    intent: 'webchat',
    opens: 'portfolio-request',
  }),
  d('quote-si', 'intent', 'held-out', {
    say: 'Can you send us a quote for a 30 second spot?',
    intent: 'service-inquiry',
  }),
];

/**
 * The second turn of the conversations written above as a single opening message: what a visitor
 * in that situation typically says next, with what the reply must then do.
 */
const SECOND_TURN: Record<DialogueCategory, DialogueTurn> = {
  'follow-up': { say: 'thanks', intent: 'webchat' },
  answer: { say: 'ok thanks!', intent: 'webchat', mustNot: [PITCH] },
  unknown: { say: 'ok, how do I reach them?', must: [EMAIL] },
  premise: { say: 'my mistake, thanks', intent: 'webchat', mustNot: [CHEER] },
  industry: { say: 'What would a project like that cost?', must: [PRICE] },
  spanish: { say: 'Muchas gracias', lang: 'es', must: [ES] },
  negation: { say: 'ok thanks', opens: null, mustNot: [/reel/i] },
  tone: { say: 'Understood, thanks.', mustNot: [CHEER] },
  intent: { say: 'thanks!', intent: 'webchat' },
};

export const evaluationDialogues: Dialogue[] = dialogues.map((dialogue) =>
  dialogue.turns.length >= 2
    ? dialogue
    : { ...dialogue, turns: [...dialogue.turns, SECOND_TURN[dialogue.category]] },
);

/** What is wrong with each turn of the regression dialogues, run in conversation. */
export function runDialogues(
  assistant: { answer: (input: AssistantInput) => AssistantAnswer },
  dialogues: Dialogue[] = evaluationDialogues,
): { dialogue: Dialogue; index: number; turn: DialogueTurn; reply: string; problems: string[] }[] {
  const lastQuestion = (reply: string) => reply.match(/[^.!?]*\?\s*$/)?.[0]?.trim();
  const results = [];
  for (const dialogue of dialogues) {
    const history: { message: string; reply: string }[] = [];
    let state: unknown;
    const asked = new Set<string>();
    for (const [index, turn] of dialogue.turns.entries()) {
      const answer = assistant.answer({ message: turn.say, history, hasContact: false, state });
      const problems: string[] = [];
      if (turn.intent && answer.intent !== turn.intent)
        problems.push(`intent ${answer.intent}, want ${turn.intent}`);
      if (turn.lang && answer.lang !== turn.lang)
        problems.push(`lang ${answer.lang}, want ${turn.lang}`);
      if (turn.opens !== undefined && (answer.messageType ?? null) !== turn.opens)
        problems.push(`opens ${answer.messageType ?? 'nothing'}, want ${turn.opens ?? 'nothing'}`);
      for (const re of turn.must ?? []) if (!re.test(answer.reply)) problems.push(`lacks ${re}`);
      for (const re of turn.mustNot ?? []) if (re.test(answer.reply)) problems.push(`has ${re}`);
      const question = lastQuestion(answer.reply);
      if (question && asked.has(question)) problems.push(`repeats "${question}"`);
      if (question) asked.add(question);
      results.push({ dialogue, index, turn, reply: answer.reply, problems });
      history.push({ message: turn.say, reply: answer.reply });
      state = answer.state;
    }
  }
  return results;
}
