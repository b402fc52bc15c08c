// What the visitor asks to see or do, as scored cue sets over the analysed message.
//
// Each detector is a table of weighted cues (phrase patterns over the folded, spell-corrected
// tokens). A cue counts once, and not at all when it is negated ("we don't have a brief yet",
// "not a restaurant") or, for detectors that ask for it, when it refers to the visitor's own
// material ("my portfolio", "my reel"). A detector fires when the summed weight reaches its
// threshold, so one weak cue ("show", "media") is never enough on its own. Where two readings
// compete (watching the reel now vs asking for it) the scores are compared. Precision and recall
// of every detector are measured on the held-out split by bench/assistant.ts.
import type { EmploymentType, MessageType } from '@agency/schema';
import { PUNCTUATION, type Analysed } from './text.ts';

export interface Cue {
  /** Regular expression source matched against ` token token ... ` (folded, lowercase). */
  pattern: string;
  weight: number;
}

export interface CueSet {
  cues: Cue[];
  threshold: number;
  /** Ignore cues that follow "my", "mine" or "our" (the visitor's own portfolio or reel). */
  ownSuppresses?: boolean;
}

interface CompiledCue {
  re: RegExp;
  weight: number;
}
interface CompiledSet {
  cues: CompiledCue[];
  /** Matches where any cue does: most sets have none in a message, and one scan says so. */
  any: RegExp;
  threshold: number;
  ownSuppresses: boolean;
}

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'without',
  'nor',
  'neither',
  'none',
  'nothing',
  'pas',
  'jamais',
  'sin',
  'nunca',
  'ni',
]);
/** Words that end a negation's scope as punctuation does ("not X but Y"). */
const SCOPE_BREAKERS = new Set(['but', 'just', 'only', 'pero', 'mais', 'instead']);
const OWN = new Set(['my', 'mine', 'our', 'mi', 'mon', 'ma', 'mes']);

const NEGATION_WINDOW = 4;
const OWN_WINDOW = 2;

function compile(set: CueSet): CompiledSet {
  // A cue that matches empty text would fire everywhere, and hold score()'s exec loop in place.
  for (const { pattern } of set.cues)
    if (new RegExp(`^(?:${pattern})$`).test(''))
      throw new Error(`a cue matches empty text: ${pattern}`);
  return {
    threshold: set.threshold,
    ownSuppresses: set.ownSuppresses ?? false,
    any: new RegExp(`(?<= )(?:${set.cues.map((cue) => cue.pattern).join('|')})(?= )`),
    cues: set.cues.map((cue) => ({
      re: new RegExp(`(?<= )(?:${cue.pattern})(?= )`, 'g'),
      weight: cue.weight,
    })),
  };
}

/** Index of the token that starts at or contains character `offset`. */
function tokenAt(analysed: Analysed, offset: number): number {
  const { offsets } = analysed;
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function isNegated(tokens: string[], index: number): boolean {
  for (let i = index - 1; i >= 0 && i >= index - NEGATION_WINDOW; i -= 1) {
    const token = tokens[i]!;
    if (PUNCTUATION.has(token) || SCOPE_BREAKERS.has(token)) return false;
    if (NEGATORS.has(token)) return true;
  }
  return false;
}

function isOwn(tokens: string[], index: number): boolean {
  for (let i = index - 1; i >= 0 && i >= index - OWN_WINDOW; i -= 1) {
    const token = tokens[i]!;
    if (PUNCTUATION.has(token)) return false;
    if (OWN.has(token)) return true;
  }
  return false;
}

export interface Score {
  score: number;
  fired: boolean;
}

function score(analysed: Analysed, set: CompiledSet): Score {
  let total = 0;
  for (const { re, weight } of set.any.test(analysed.joined) ? set.cues : []) {
    // exec on the cue's own expression: matchAll would copy it for every message.
    re.lastIndex = 0;
    for (let match = re.exec(analysed.joined); match; match = re.exec(analysed.joined)) {
      const index = tokenAt(analysed, match.index);
      if (isNegated(analysed.tokens, index)) continue;
      if (set.ownSuppresses && isOwn(analysed.tokens, index)) continue;
      total += weight;
      break;
    }
  }
  return { score: total, fired: total >= set.threshold };
}

const cues = (weight: number, ...patterns: string[]): Cue[] =>
  patterns.map((pattern) => ({ pattern, weight }));

// ---------------------------------------------------------------------------------------------
// Message types

const SEE_VERBS =
  'show|shows|showing|see|seeing|look|looking|browse|view|check out|walk me through|pull up|open|share|ver|voir|montrez|montre|muestrame|muestrenme|mostrar|mostrame|mostras|ensename|ensenenme|ensenar';

const PORTFOLIO = compile({
  threshold: 2,
  ownSuppresses: true,
  cues: [
    ...cues(3, 'portfolio|portafolio|portefeuille', 'case stud(?:y|ies)'),
    ...cues(
      2.5,
      '(?:examples?|samples?) of (?:your |the )?(?:recent |past |previous |best )?(?:work|campaigns?|projects?|commercials?|videos?|ads|spots)',
    ),
    ...cues(
      2,
      '(?:what|which \\w+|projects|campaigns|work|brands|clients) (?:have |did )?you (?:guys |all )?(?:have |ever )?(?:made|done|did|built|shipped|created|produced|worked with|worked on)',
      'work (?:you|that you) (?:have |ve )?(?:done|did|made|created|produced)',
      'realisations|trabajos|travaux|proyectos anteriores',
    ),
    ...cues(
      1.5,
      '(?:your|the|some|any) (?:recent |latest |best |past |previous |creative |video |client |agency )*(?:work|projects|campaigns)',
      '(?:past|previous|recent|prior|latest) (?:client )?(?:work|projects|campaigns|clients)',
      '(?:work )?samples?',
    ),
    ...cues(1, SEE_VERBS, 'examples?'),
  ],
});

/** The agency's reel: "reel", "showreel", "sizzle", "demo reel"; not Instagram Reels (plural). */
const REEL_NOUN = compile({
  threshold: 1,
  ownSuppresses: true,
  cues: cues(
    1,
    '(?<!(?:instagram|ig|tiktok|facebook|fb|insta) )(?:show ?reel|sizzle|reel)',
    'bande demo',
  ),
});

const REEL_REQUEST = compile({
  threshold: 0.5,
  cues: [
    ...cues(
      2,
      '(?:do|does|did) (?:you|your agency|the agency|silver lake|yall|you all)(?: guys| all)? (?:have|got)',
      'is there',
      '(?:have|got) (?:a|an|any)',
      'send|sending|email|mail|forward|dm|text me|share|pass (?:it )?along|pass it around',
      'link|links|copy|download|downloadable|available',
      'where|wheres',
      'tienen|tiene|mandar|enviar|envoyer|avez|partager|compartir',
    ),
    ...cues(1, 'vimeo|youtube|online|website'),
  ],
});

const REEL_DISPLAY = compile({
  threshold: 0.5,
  cues: cues(
    1.5,
    'play|watch|see|show|showing|view|roll|pull up|open|put on|fire up|start|ver|voir|regarder|mostrar|muestrame|montre|montrez',
  ),
});

const AWARDS = compile({
  threshold: 2,
  cues: [
    ...cues(
      2,
      'awards?|award winning|awarded',
      'clios?|tellys?|shorty|shortys|shorties|effies?|webbys?|smarties|digiday|ad age|one show|adc',
      'accolades?|honou?rs|trophy|trophies|premios?|premiados?|recompensas?|distinctions?|recompenses',
      '(?:industry|any|what|much) recognition|recogni[sz]ed',
      '(?:won|win) (?:any|anything|something|a lot)',
    ),
    ...cues(1.5, 'cannes'),
    ...cues(1, 'won|win|winning|gagne|gagnes|ganado|ganaron|prix'),
  ],
});

const DOCUMENT_OBJECTS =
  'brief(?! (?:call|chat|meeting|overview|intro|introduction|description|question|summary|look|history|moment|note))|briefs|rfps?|rfqs?|rfis?|(?:pitch |capabilities |campaign |pdf )?decks?|pdfs?|one pager|documents?|docs?|brand ?book|brand guidelines|guidelines|presentation|attachment|files?|dossier';

const DOCUMENTS = compile({
  threshold: 2.5,
  cues: [
    ...cues(1.5, DOCUMENT_OBJECTS),
    ...cues(
      1.5,
      'share|sharing|send(?! (?:me|us))|sending|upload|uploading|attach|attaching|attached|drop|submit|forward|pass along|envoyer|enviar|compartir|mandar|subir|partager|adjuntar',
    ),
    ...cues(
      1,
      '(?:we|i) (?:have|got|put together|wrote up|drafted|prepared|issued|created)',
      'issued|drafted|prepared|put together|wrote up|ready|respond|look at|take a look|review',
    ),
  ],
});

// ---------------------------------------------------------------------------------------------
// Topic cards

const FOOD = compile({
  threshold: 2,
  cues: [
    ...cues(
      2,
      'restaurants?|restaurantes?|restaurant group|foods?|beverages?|bebidas?|drinks?|boissons?|comida|cuisine|dining|diner|eatery',
      'brewery|breweries|brewing|beers?|cerveza|wines?|winery|wineries|vineyards?|vino|spirits|tequila|mezcal|vodka|whiskey|bourbon|cocktails?|liquor|alcohol|hard seltzer',
      'coffee|cafe|cafes|espresso|cold brew|tea|teas|juices?|kombucha|seltzers?|sodas?|smoothies?|energy drink',
      'bakery|bakeries|boulangerie|panaderia|snacks?|tacos?|taqueria|burgers?|pizza|pizzas|pizzeria|sushi|bbq|barbecue|ramen|donuts?|ice cream|gelato|creamery|desserts?|chocolate|candy|hot sauce|salsa|meals?|food truck|qsr|fast casual|quick service',
    ),
    ...cues(1.5, 'catering|chef|chefs|menu|menus|grocery|groceries|kitchen'),
    ...cues(1, 'cpg|plant based|farm to table|packaged goods'),
  ],
});

const VIDEO = compile({
  threshold: 2,
  cues: [
    ...cues(
      2,
      '(?:videos?|vidéos?|video production)(?! reel)',
      '(?<!radio )(?:commercials?)(?! (?:real estate|property|properties|lease|space|experience|cleaning|roofing|kitchen|printing))',
      '(?<!radio |audio |intern )(?:spots?|tvcs?|pre ?rolls?|bumpers?)',
      'films?|filming|filmed|filmmaking|shoot|shoots|shooting|footage|b roll|documentary|explainer|animation|animated|motion graphics|music video|cinematography',
      '(?:post )?production(?! (?:reel|company|house|companies))|productions|produccion|producir|tournage|rodaje',
    ),
    ...cues(1.5, 'produce|producing|produced|crew|casting|drone|aerial|cinematic|editing|director'),
  ],
});

const MEDIA = compile({
  threshold: 2,
  cues: [
    ...cues(
      2,
      'media (?:buy|buys|buying|buyer|buyers|plan|plans|planning|placement|placements|budget|budgets|partner|agency|agencies|spend|mix|strategy|space|brief|campaign|campaigns|buy)',
      'paid media|medios|espace media|espacio (?:en )?medios',
      'tv|television|televisions|televisión|ctv|ott|connected tv|streaming tv|linear tv|broadcast|cable',
      'radio|podcast ads|streaming audio|audio ads',
      'ooh|dooh|out of home|billboards?|bus shelters?|transit ads|wallscapes?|bus wraps?',
      'programmatic|airtime|ad spend|grps?|media budget',
    ),
    ...cues(1.5, '(?<!social )media(?! kit)', 'placements?|placing ads|inventory|ad buys?'),
  ],
});

// ---------------------------------------------------------------------------------------------
// Employment types

const FREELANCER = compile({
  threshold: 2,
  cues: [
    ...cues(3, 'free ?lanc\\w*'),
    ...cues(2.5, 'contract|contracts|contractor|contractors|contracting|gig|gigs|1099'),
    ...cues(
      2,
      'day rate|project basis|project based|per project|short term|part time|temps partiel|medio tiempo|occasional|side work|externos?|roster|on call',
    ),
    ...cues(1.5, 'independent'),
  ],
});

const FULL_TIME = compile({
  threshold: 2,
  cues: [
    ...cues(3, 'full ?time|tiempo completo|temps plein|cdi'),
    ...cues(
      2,
      'staff|permanent|in house role',
      'jobs?|job openings?|openings?|vacanc(?:y|ies)|vacantes?|positions?|puestos?|postes?|empleo|emploi|trabajo',
      'careers?|carrera',
      'hiring|hire|recrutez|recrutement|contratando',
      'salary|salaries|benefits|401k',
      'join (?:your|the) team',
    ),
    ...cues(1, 'roles?|employment|employee'),
  ],
});

const INTERNSHIP = compile({
  threshold: 2,
  cues: [
    ...cues(
      3,
      'interns?|internships?|interning|interned',
      'pasantias?|pasante|practicas|becari[oa]s?|stage|stages|stagiaire|alternance',
    ),
    ...cues(
      2,
      'students?|estudiantes?|etudiants?',
      'graduate program|grad program|graduates?|grads?|graduating|recent grad',
    ),
    ...cues(
      1.5,
      'college|university|uni|school|degree|major|majors|majoring|sophomore|freshman|junior at|senior at|practicum|for credit|cohort',
    ),
    ...cues(1, 'entry level'),
  ],
});

// ---------------------------------------------------------------------------------------------
// Tone and small talk (used to pick the reply, not measured as labels)

const BUYING = compile({
  threshold: 2,
  cues: [
    ...cues(
      2,
      '(?:we|i) (?:need|want|are looking|am looking|would like|d like|are launching|am launching|are planning|want to hire|are opening)',
      'looking for (?:an? )?(?:agency|partner|creative|team|help)',
      'help (?:us|me|with|our)',
      'budget|quote|proposal|estimate|rfp|brief|retainer|hire you|hire an agency|work with you|get started|start a project|kick off',
      'launch|launching|rebrand|grand opening|opening a',
      'necesito|necesitamos|buscamos|queremos|nous cherchons|besoin',
    ),
    ...cues(
      1,
      '(?:our|my) (?:brand|company|business|startup|restaurant|product|app|store|shop|team|agency|group|firm|clinic)',
      'how much|cost|pricing|price|timeline|campaign|can you',
    ),
  ],
});

// Concepts that generalise across phrasings: a classifier feature each, never a decision by itself.
const VENDOR_OFFER = compile({
  threshold: 2,
  cues: [
    ...cues(
      3,
      'vendors?|suppliers?|proveedor(?:es)?|fournisseurs?|resell\\w*|white label|rate card|agency (?:rates|pricing|discounts?)|for agencies|to agencies|para agencias|referral partnership|partnership inquiry|preferred vendor',
    ),
    ...cues(
      2,
      // "We sell hot sauce" is a business describing its trade; selling to agencies is told by what is sold (policy.ts).
      '(?:we|i) (?:offer|provide|supply|represent|rent|specialize|run a|can get you|can help agencies)',
      'our (?:platform|tool|software|services?|company|studio|firm|product|inventory|roster|talent|rates|stage|library|catalog|network|agency)',
      'offering|introduce|pitch (?:our|my)|demo|partner|partnering|partnership|collaborate|collaborer|colaborar|ofrecer|presentarles|represent|sales rep|account exec|on behalf of|procurement',
      'your (?:clients|creatives|producers|media buyer|head of \\w+|creative team|events team|production team|social team|design team)',
    ),
    ...cues(
      1,
      'who (?:handles|manages|should i|do i contact)|right person|discount\\w*|reach(?:ing)? out',
    ),
  ],
});

const JOB_SEEKING = compile({
  threshold: 2,
  cues: [
    ...cues(
      3,
      'resumes?|cv|curriculum|curriculo|apply|applying|applications?|careers?|jobs?|hiring|internships?|interns?|free ?lanc\\w*|trabajar|trabajo|empleo|emploi|recrutez|practicas|pasantias',
    ),
    ...cues(
      2,
      '(?:work|working) (?:at|for|with) (?:you|your|silver lake|the agency)|join (?:your|the) team|get involved|be considered|(?:my|mi) (?:portfolio|reel|experience|resume|cv)|years (?:of )?experience|looking for (?:a )?(?:work|role|position|job|gig)',
    ),
  ],
});

const SMALLTALK = {
  greeting: compile({
    threshold: 1,
    cues: cues(
      1,
      'hi|hii+|hello+|hey+|heya|hiya|howdy|yo|sup|greetings|good (?:morning|afternoon|evening|day)|hola|buenas|buenos dias|bonjour|bonsoir|salut|ciao|hallo|ola|oi|namaste|你好|こんにちは|안녕하세요',
    ),
  }),
  thanks: compile({
    threshold: 1,
    cues: cues(
      1,
      'thanks|thank you|thank u|thx|ty|tysm|tyvm|cheers|appreciate it|gracias|merci|grazie|danke|obrigad[oa]',
    ),
  }),
  goodbye: compile({
    threshold: 1,
    cues: cues(1, 'bye|goodbye|see you|see ya|later|adios|au revoir|ciao for now|have a good'),
  }),
  identity: compile({
    threshold: 1,
    cues: cues(
      1,
      'are you (?:a |an )?(?:bot|robot|human|real|person|ai|chatbot|machine)',
      'who (?:are|r) you|what are you|what is this|who am i talking to|real person|is this (?:, )?(?:(?:like|just|really|actually) (?:, )?)*(?:a |an )?(?:bot|chat ?bot|robot|ai|chatgpt)',
      '(?:am i|are we) (?:talking|chatting|speaking) (?:to|with) (?:a |an )?(?:bot|chat ?bot|robot|ai|machine|human|real person|person)',
    ),
  }),
  howAreYou: compile({
    threshold: 1,
    cues: cues(
      1,
      'how are you|how you doing|how ya doing|how u doing|how is your day|how s it going|how it going|how is it going|how your day going|whats up|what up',
    ),
  }),
  abuse: compile({
    threshold: 1,
    cues: cues(
      1,
      'fuck\\w*|f\\*+k|shit\\w*|bullshit|stupid|idiots?|dumb|useless|suck|sucks|trash|garbage|moron\\w*|crap|wtf|stfu|shut up|hate you|scam\\w*|pathetic|loser|bitch\\w*|asshole|damn|pendejo|mierda|merde|connard',
    ),
  }),
};

// ---------------------------------------------------------------------------------------------

export type CardType = 'video_reel' | 'food_brands' | 'video_portfolio' | 'media_campaigns';

export interface Detection {
  messageType?: MessageType;
  scores: Record<'portfolio' | 'reelRequest' | 'reelDisplay' | 'awards' | 'documents', number>;
  cards: CardType[];
  employmentType?: EmploymentType;
  buyingIntent: boolean;
  vendorOffer: boolean;
  jobSeeking: boolean;
  smalltalk: {
    greeting: boolean;
    thanks: boolean;
    goodbye: boolean;
    identity: boolean;
    howAreYou: boolean;
    abuse: boolean;
  };
}

/** Everything the cue sets say about one message, before intent gating. */
export function detect(analysed: Analysed): Detection {
  const portfolio = score(analysed, PORTFOLIO);
  const reelNoun = score(analysed, REEL_NOUN);
  const reelRequest = score(analysed, REEL_REQUEST);
  const reelDisplay = score(analysed, REEL_DISPLAY);
  const awards = score(analysed, AWARDS);
  const documents = score(analysed, DOCUMENTS);

  // Each candidate competes by how far it clears its threshold; ties follow this order.
  const candidates: { type: MessageType; margin: number }[] = [];
  if (documents.fired)
    candidates.push({
      type: 'document-sharing-response',
      margin: documents.score - DOCUMENTS.threshold,
    });
  if (reelNoun.fired) {
    // Asking whether a reel exists or to receive it outranks a viewing verb in the same message:
    // "do you have a reel I can watch?" is a request.
    const type: MessageType =
      reelRequest.score >= reelDisplay.score ? 'reel-request' : 'reel-display';
    candidates.push({ type, margin: 1 + Math.max(reelRequest.score, reelDisplay.score) / 2 });
  }
  if (awards.fired)
    candidates.push({ type: 'awards-response', margin: awards.score - AWARDS.threshold });
  if (portfolio.fired)
    candidates.push({ type: 'portfolio-request', margin: portfolio.score - PORTFOLIO.threshold });
  let messageType: MessageType | undefined;
  let best = -Infinity;
  for (const candidate of candidates) {
    if (candidate.margin > best) {
      best = candidate.margin;
      messageType = candidate.type;
    }
  }

  const cards: CardType[] = [];
  if (messageType === 'reel-request' || messageType === 'reel-display') cards.push('video_reel');
  if (score(analysed, FOOD).fired) cards.push('food_brands');
  if (score(analysed, VIDEO).fired) cards.push('video_portfolio');
  if (score(analysed, MEDIA).fired) cards.push('media_campaigns');

  const employment = [
    { type: 'internship' as const, ...score(analysed, INTERNSHIP) },
    { type: 'freelancer' as const, ...score(analysed, FREELANCER) },
    { type: 'full-time' as const, ...score(analysed, FULL_TIME) },
  ]
    .filter((candidate) => candidate.fired)
    .sort((a, b) => b.score - a.score);

  return {
    messageType,
    scores: {
      portfolio: portfolio.score,
      reelRequest: reelNoun.fired ? reelRequest.score : 0,
      reelDisplay: reelNoun.fired ? reelDisplay.score : 0,
      awards: awards.score,
      documents: documents.score,
    },
    cards,
    employmentType: employment[0]?.type,
    buyingIntent: score(analysed, BUYING).fired,
    vendorOffer: score(analysed, VENDOR_OFFER).fired,
    jobSeeking: score(analysed, JOB_SEEKING).fired,
    smalltalk: {
      greeting: score(analysed, SMALLTALK.greeting).fired,
      thanks: score(analysed, SMALLTALK.thanks).fired,
      goodbye: score(analysed, SMALLTALK.goodbye).fired,
      identity: score(analysed, SMALLTALK.identity).fired,
      howAreYou: score(analysed, SMALLTALK.howAreYou).fired,
      abuse: score(analysed, SMALLTALK.abuse).fired,
    },
  };
}

/** Words the cue tables rely on, added to the spelling lexicon so typos of them get corrected. */
export const CUE_VOCABULARY =
  'portfolio case study studies examples samples projects campaigns work reel showreel sizzle demo highlight ' +
  'awards award clio clios telly tellys shorty effie accolades honors trophies recognition brief briefs rfp ' +
  'deck decks pdf document documents upload attach share send forward link download restaurant restaurants ' +
  'food beverage beverages drinks brewery coffee bakery snacks winery juice kombucha seltzer video videos ' +
  'commercial commercials production film footage shoot explainer animation animated documentary media ' +
  'buying planning television radio billboards billboard programmatic airtime placements freelance ' +
  'freelancer freelancers contract contractor internship internships intern interns student students ' +
  'graduate graduates fulltime permanent position positions openings career careers hiring salary ' +
  'resume portfolio vendor vendors supplier partnership';
