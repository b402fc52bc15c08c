// Claims a visitor makes about the agency, checked against what its content says: any brand named
// as a client (the case studies are the client list), awards and their counts, prices, offices,
// the founding year and the team's size. The reply corrects what is false and confirms what is true.
import { AGENCY, type CaseStudy } from '@agency/schema';
import { parseMoney } from './dialogue.ts';
import { detectIndustry } from './industries.ts';
import { fold, NUMBER_WORDS } from './text.ts';

export type Claim =
  | { kind: 'client'; brand: string; study?: CaseStudy; negated: boolean }
  | { kind: 'award'; award: string; count?: number; won: boolean }
  | { kind: 'price'; claimed: number }
  | { kind: 'office'; city: string }
  | { kind: 'founded'; year: number }
  | { kind: 'team'; size: number };

/** Awards the agency has, as visitors name them, and how many. */
const OWN_AWARDS: [RegExp, string, number][] = [
  [/\bclios?\b/i, 'Clio', AGENCY.clioAwards],
  [/\btell(?:y|ys|ies)\b/i, 'Telly', 1],
  [/\bshort(?:y|ys|ies)\b/i, 'Shorty', 2],
  [/\baaf\b|\baddys?\b/i, 'AAF American Advertising Award', 1],
  [/\bdigiday\b/i, 'Digiday Video Award', 1],
  [/\bsmarties\b/i, 'Smarties', 1],
  [/\bad ?age\b/i, 'Ad Age', 1],
];

const FOREIGN_AWARDS =
  /\b(emmys?|oscars?|academy awards?|grammys?|golden globes?|tony awards?|cannes(?: lions?)?|lions? (?:at|from) cannes|effies?|webbys?|one show|d&ad|pulitzers?|baftas?|mtv awards?|andys?|obies?|premios? emmy|premios? oscar|leones? de cannes)\b/i;

const WON =
  /\b(?:won|win|wins|winning|ganaron|ganado|gano|award[- ]winning|congrat\w*|felicidades)\b/i;

/** Counts of awards as written: "3 Clios", "five Clios", "tres Clios" (not "a Clio"). */
const COUNT_WORDS = Object.keys(NUMBER_WORDS).filter((word) => word.length > 2);

/** Verbs and phrases that say the agency did work for a brand. */
const DID_WORK =
  /\b(?:(?:you|u|y'?all)(?:'ve| have)?(?: guys| all)?(?: ever| never| once)? (?:made|did|shot|produced|created|directed|wrote|ran|handled|worked (?:with|for|on)|were behind)|(?:did|have|has)(?:n'?t)? (?:you|y'?all|u|your (?:agency|team))(?: guys| all)?(?: ever)? (?:make|do|shoot|produce|create|run|handle|work (?:with|for|on)|worked (?:with|for|on)|been behind)|(?:are|were) you(?: guys)? (?:the ones?|the agency|the team) (?:behind|that (?:made|did)|who (?:made|did))|(?:you|ustedes) (?:hicieron|trabajaron con|han trabajado con|hicieron la campa[nñ]a de)|(?:trabajaron|han trabajado|hicieron algo) (?:con|para)|said you (?:did|made|worked (?:with|on|for))|heard you (?:did|made|worked (?:with|on|for))|(?:your|the|silver lake creative|silver lake|slc) ?(?:agency|team|shop|firm|company|studio)? (?:made|did|ran|shot|produced|created|handled|was behind|worked (?:with|for|on)))\s+(?:the |a |an |that |those |some |el |la |los |las |con |para )?(.{2,60})/i;

/** "You're Netflix's agency of record", "ur netflix's agency" (typed for "you're"). */
const AGENCY_OF =
  /\b(?:you'?re|you are|you were|you'?ve been|your)\s+(?:the\s+)?([\p{L}\d&.-]+(?:\s+[\p{L}\d&.-]+){0,2}?)['’]s\s+(?:agency of record|aor|agency|ad agency|main agency|creative agency)\b/iu;

/** "Loved your Ben & Jerry's summer campaign": praise for work said to be the agency's. */
const YOUR_WORK =
  /\b(?:loved?|liked?|saw|seen|remember|enjoyed|fan of)\s+(?:your|ur|y'?all'?s)\s+(.{2,40}?)\s+(?:campaign|ad|ads|spot|commercial|launch|billboards?|video)\b/i;

/** "Nike was you?", "was the Apple ad yours?", "is Nike a client?" */
const WAS_YOU =
  /\b(?:was|is|were) (?:the )?((?:(?![,;—–]|\b(?:can|could|would|will|should|do|did|does)\b).){2,40}?)(?: one| ad| ads| campaign| commercial| spot| thing| work)? (?:you|yours|your work|one of yours|a client|your client|one of your clients)\b|^(?:the )?(.{2,40}?)(?: one| ad| ads| campaign| commercial| spot| thing)? (?:was|were) (?:you|yours)\b/i;

/** Where the brand's name ends: the thing made, a tag question, punctuation. */
const BRAND_END =
  /\s+(?:ad|ads|advert|campaign|campaigns|commercial|commercials|spot|spots|work|stuff|thing|one|project|launch|billboards?|videos?|right|too|before|ever|account|as a client|last year|back in|in the|on the|for the|at the|with the|or|and|lol|no|yet|correct|\?)\b.*$|[?.!,;:].*$/i;

/** What follows "did you work with" that is not a brand: an industry, a kind of client. */
const NOT_A_BRAND =
  /^(?:her|his|their|its|whole|entire|pr|seo|sem|ppc|ugc|ooh|dooh|ctv|ott|tv|crm|cro|ux|ui|ongs?|ngos?|npos?|llcs?|pymes?|smbs?|smes?|dtc|d2c|cpg|qsr|a|an|any|some|other|more|brands?|companies|company|clients?|businesses|startups?|restaurants?|banks?|clinics?|nonprofits?|non-profits?|schools?|universities|hospitals?|small|local|big|major|famous|my|our|your|people|anyone|anybody|someone|that|this|it|them|those|these|stuff|things|similar|like|something|anything|industry|sector|food|tech|fintech|health|healthcare|wellness|retail|automotive|cars?|entertainment|music|film|movies?|beauty|fashion|real estate|dental|law|legal|cannabis|crypto|gaming|sports|b2b|saas|ecommerce|e-commerce|tiktok|instagram|youtube|influencers?|creators?|ugc|seo|media|social|video|television|tv|radio|podcasts?|billboards?|print|spanish|bilingual|hispanic|latino|gen z|kids|brands like|clients like|marcas|empresas|clientes|restaurantes|bancos)\b/i;

/** Brands a visitor may type in lowercase: famous enough that "did you do coca cola" names one. */
const FAMOUS =
  /\b(?:super ?bowl|coca[- ]?cola|coke|pepsi|nike|apple|adidas|netflix|disney|mcdonald'?s|budweiser|google|amazon|tesla|toyota|ford|red bull|starbucks|samsung|microsoft|meta|facebook|spotify|uber|airbnb|target|walmart|verizon|at&t|chipotle|taco bell|in-n-out|in n out|gatorade|doritos|lexus|bmw|honda|hbo|hulu|warner|paramount|universal|sony|marvel|lego|patagonia|rei|lululemon|sephora|ulta|glossier|chase|wells fargo|bank of america|visa|mastercard|paypal|venmo|dodgers|lakers|clippers|rams|angels|coachella|lollapalooza|stagecoach|sxsw|comic[- ]con|super ?bowl halftime|disneyland)\b/i;
/** "Do you help with visa for interns?", "I'd need a visa": the permit, not the card company. */
const IMMIGRATION =
  /\b(?:sponsor\w*|work (?:visa|permit)|student|interns?|internship|h-?1b|f-?1|j-?1|o-?1|opt|immigra\w*|relocat\w*|permit|need an? visa|my visa|visa (?:status|support|help|process|issues?|situation)|green card|citizen\w*)\b/i;

/** An office of the agency's: "your New York office", "do you have an office in Chicago?". */
const OFFICE =
  /\b(?:your|you have an?|you've got an?|you got an?|do you have an?|y'?all have an?|is there an?|su|tienen (?:una )?)\s*(?:other\s+)?(?:office|offices|studio|headquarters|hq|branch|location|oficina|oficinas|sede)\s+(?:in|at|en)\s+([\p{L}][\p{L} .'-]{1,30}?)(?=[?.!,;]|\s+(?:right|too|as well|correct|office|also|or|and|next|\?)|$)|\b(?:your|su)\s+([A-Z][\p{L}.]+(?:\s+[A-Z][\p{L}]+)?|nyc|ny|sf|new york|san francisco|chicago|miami|austin|london)\s+(?:office|studio|branch|oficina)/iu;
/** "An agency with offices in NY and LA", "I thought you moved to Santa Monica". */
const OFFICES_IN =
  /\b(?:with|have|has|got|opened)\s+(?:an?\s+|other\s+)?(?:offices?|studios?|branch(?:es)?|hq)\s+in\s+([\p{L}][\p{L} .'-]{1,30}?)(?=\s+(?:and|too|now|right|last|this)\b|[?.!,;]|$)|\byou (?:moved|relocated|opened)\s+(?:to|in)\s+([\p{L}][\p{L} .'-]{1,30}?)(?=\s+(?:last|this|in|a|recently|right|too)\b|[?.!,;]|$)/iu;
const HOME =
  /^(?:la|l\.a\.|los angeles|silver lake|sunset|hollywood|california|socal|southern california|the us|us|usa|los [aá]ngeles)$/i;

const FOUNDED =
  /\b(?:founded|started|established|opened|been around since|around since|in business since|since|fundad[ao]s? en|desde)\s+(?:(?:in|en|like|around|about|circa|maybe|como)\s+)*((?:19|20)\d{2})\b/i;
/** "Since the 90s", "around since the nineties". */
const FOUNDED_DECADE =
  /\b(?:since|around since|from|started in|founded in|back in)\s+the\s+(?:(?:19)?([5-9]0)'?s|(fifties|sixties|seventies|eighties|nineties))\b/i;
const DECADE_WORDS: Record<string, number> = {
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
};
/** "Like 30 years?" said beside "been around" or a founding claim. */
const YEARS_LOOSE =
  /\b(?:like|about|over|almost|nearly|around)\s+(\d{2})\s+(?:years|yrs|a[nñ]os)\b/i;
/** "And like 150 people?" in a message about the agency, not the visitor's own company. */
const TEAM_LOOSE =
  /\b(?:like|about|around|over|maybe)\s+(\d{2,4})\s+(?:people|employees|staff|ppl)\b/i;
const YEARS_OLD =
  /\b(?:been around|in business|operating|existido)\s+(?:for\s+)?(\d{2,3})\s+(?:years|a[nñ]os)\b/i;
const TEAM =
  /\b(?:(?:you|u)(?:'ve| have)?(?: guys)?(?: got)?|(?:you|u)(?:'re| are)|ur|your team (?:is|has)|tienen|son)\s+(?:like\s+|about\s+|over\s+|around\s+|more than\s+|only\s+|just\s+|como\s+|unas\s+|unos\s+|m[aá]s de\s+)?(?:an?\s+)?(\d{1,5}|a (?:hundred|thousand))\+?[- ](?:people|employees|staff|person|people|creatives|empleados|personas)\b/i;

/** "As a 500-person agency", "how many people now, like 200?". */
const TEAM_SIZED =
  /\b(\d{2,5})[- ](?:person|people|employee|staff)\s+(?:agency|team|shop|company|firm|operation|outfit)\b|\bhow (?:many|big)\b[^.?!]{0,40}?\b(?:people|employees|staff|team)\b[^.?!]{0,20}?\b(?:like|about|around|over|maybe|probably|prob)\s+(\d{2,5})\b/i;

/** Visitors' shorthand, written out so that the claims' patterns read it as they read the long form. */
function spelledOut(text: string): string {
  return text
    .replace(/\bu\s+r\b/gi, 'you are')
    .replace(/\b(?:u|ya|yu)\b/gi, 'you')
    .replace(/\bur\b/gi, 'your')
    .replace(/\by'?all\b/gi, 'you')
    .replace(/\b(did|has|have|was|were|is|are)nt\b/gi, "$1n't")
    .replace(/\bw\/\s*|\bw (?=[a-z])/gi, 'with ')
    .replace(/\bppl\b/gi, 'people')
    .replace(/\byrs?\b/gi, 'year');
}

const PRICE_CLAIM =
  /\b(?:you (?:guys |all )?(?:start|starting|charge|only charge|cost|costs|are like|do it for|do campaigns for)|your (?:minimum|rates?|prices?|fees?|packages?|campaigns?) (?:start|is|are|begin|cost|run)|start(?:s|ing)? (?:at|from)|cobran|empiezan en|cuestan)\b/i;

function count(text: string, award: RegExp): number | undefined {
  const match = text.match(
    new RegExp(
      `(\\d{1,3}|${COUNT_WORDS.join('|')})\\s+(?:\\w+\\s+)?(?:${award.source.replace(/\\b/g, '')})`,
      'i',
    ),
  );
  if (!match) return undefined;
  const raw = match[1]!.toLowerCase();
  return NUMBER_WORDS[raw] ?? Number(raw);
}

/** The work said to be made for a brand: "the X super bowl ad", "that X campaign". */
const MADE_FOR =
  /^\s*(?:the |a |an |that |those )?[\p{L}\d' &.-]{2,40}?\s+(?:super ?bowl\s+|holiday\s+|tv\s+|social\s+)?(?:ad|ads|campaign|campaigns|commercial|commercials|spot|spots|billboards?)\b/iu;

/** The occasion after a brand ("the Apple Super Bowl ad") is not part of its name. */
const OCCASION =
  /\s+(?:super ?bowl|halftime|holiday|christmas|black friday|olympics?|world cup|oscars?|grammys?|summer|spring|fall|winter|launch|tv|billboard|social)\b.*$/i;

function cleanBrand(raw: string): string {
  return (
    raw
      .replace(
        /^(?:el |la |los |las )?(?:comercial|anuncio|spot|video|campa[nñ]a)s? (?:de|para) /i,
        '',
      )
      .replace(/\s+(?:con|de|para|en)\s.*$/i, '')
      .replace(BRAND_END, '')
      .replace(/^(?:the|a|an|el|la|los|las)\s+/i, '')
      // "The big Patagonia campaign": how the visitor remembers it is not part of the name.
      .replace(
        /^(?:big|huge|famous|viral|new|latest|recent|iconic|classic|whole|gran|famosa?)\s+/i,
        '',
      )
      .replace(OCCASION, '')
      .replace(/['’]s$/i, '')
      .trim()
  );
}

/** Typed in lowercase, a brand is still written as a name in the reply. */
function asName(brand: string): string {
  return brand === brand.toLowerCase()
    ? brand.replace(
        /(^|[\s-])(\p{L})/gu,
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      )
    : brand;
}

/** The case study whose client the brand names, if any ("the credit union", "IMAX", "Electra"). */
export function findClient(brand: string, cases: CaseStudy[]): CaseStudy | undefined {
  const folded = ` ${fold(brand).replace(/[^a-z0-9]+/g, ' ')} `;
  return cases.find((study) => {
    const client = fold(study.client)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (folded.includes(` ${client} `) || folded.trim() === client) return true;
    const first = client.split(' ')[0]!;
    if (first.length >= 4 && folded.includes(` ${first} `)) return true;
    // "the credit union", "the music festival": the client's distinctive tail.
    const tail = client.split(' ').slice(-2).join(' ');
    return tail.length >= 8 && folded.includes(` ${tail} `);
  });
}

/** "How big is Silver Lake Creative?" names the agency itself, never a client it is claimed to have. */
const OURSELVES = new RegExp(`^(?:the )?${AGENCY.name}\\b|^silver lake\\b`, 'i');

function looksLikeBrand(original: string): boolean {
  if (!original || original.length < 2 || NOT_A_BRAND.test(original) || OURSELVES.test(original))
    return false;
  // "3h ahead of you" is a time zone, not a company.
  if (/\b(?:ahead|behind|hours?|hrs?|time ?zones?)\b/i.test(original)) return false;
  return /^[\p{Lu}\d]/u.test(original) || /['’]s\b/.test(original) || FAMOUS.test(original);
}

/** The claims of a message that the content can settle. */
/**
 * A platform named as where the visitor advertises or sells ("our cost per lead on Facebook",
 * "google ads", "amazon listings") is a channel, not a brand the agency is said to have worked for.
 */
function asChannel(text: string, famous: RegExpMatchArray): boolean {
  const before = text.slice(Math.max(0, (famous.index ?? 0) - 12), famous.index).toLowerCase();
  const after = text.slice((famous.index ?? 0) + famous[0].length).toLowerCase();
  return (
    /\b(?:on|via|through|in|from|en|por)\s+$/.test(before) ||
    /^\s*(?:ads?|advertising|ad account|campaigns? manager|marketplace|listings?|shop|store|reels|stories|feed|search|maps|business|pixel|seller)\b/.test(
      after,
    )
  );
}

export function readClaims(typed: string, cases: CaseStudy[], priceFloor: number): Claim[] {
  const claims: Claim[] = [];
  const text = spelledOut(typed);
  const foreign = text.match(FOREIGN_AWARDS);
  if (foreign) claims.push({ kind: 'award', award: foreign[1]!, won: false });
  // "Which campaign won the Clios?" asks about the awards; it claims nothing.
  // "Which campaign won the Clios?" and "Has your agency won any Clios?" ask; they claim nothing.
  else if (
    WON.test(text) &&
    !/\b(?:which|what|cu[aá]l|qu[eé])\b[^.?!]{0,40}\b(?:won|win|ganaron|gan[oó])\b/i.test(text) &&
    !/^\s*(?:has|have|did|do|does|ha|han|hab[eé]is)\b/i.test(text)
  ) {
    for (const [pattern, name, has] of OWN_AWARDS) {
      if (!pattern.test(text)) continue;
      const claimed = count(text, pattern);
      claims.push({
        kind: 'award',
        award: name,
        count: claimed,
        won: claimed === undefined || claimed === has,
      });
    }
  }

  const office = text.match(OFFICE);
  const elsewhere = office
    ? null
    : /\b(?:you|your|agency|agencia)\b/i.test(text)
      ? text.match(OFFICES_IN)
      : null;
  const city = (office?.[1] ?? office?.[2] ?? elsewhere?.[1] ?? elsewhere?.[2])?.trim();
  if (
    city &&
    !HOME.test(city) &&
    !/^(?:person|town|the area|your area|la zona|own|main|new|old|current|physical|actual|real|other|first|whole|entire|big|little|small|video|film|photo|recording|production|sound|in-house)$/i.test(
      city,
    )
  )
    claims.push({ kind: 'office', city });

  const founded = text.match(FOUNDED);
  if (founded && /\b(?:you|your|ustedes|agency|agencia)\b/i.test(text)) {
    const year = Number(founded[1]);
    if (year !== AGENCY.foundedYear && year < new Date().getFullYear() - 1)
      claims.push({ kind: 'founded', year });
  }
  const decade = text.match(FOUNDED_DECADE);
  if (decade && /\b(?:you|your|ustedes|agency|agencia)\b/i.test(text)) {
    const year = 1900 + Number(decade[1] ?? DECADE_WORDS[decade[2]!.toLowerCase()]);
    if (!claims.some((claim) => claim.kind === 'founded')) claims.push({ kind: 'founded', year });
  }
  const own = /\b(?:we|we'?re|our|i'?m|my)\b/i.test(text);
  const old =
    text.match(YEARS_OLD) ??
    (/\b(?:been around|in business|since|founded|started)\b/i.test(text) && !own
      ? text.match(YEARS_LOOSE)
      : null);
  if (old && /\b(?:you|your|ustedes)\b/i.test(text) && !claims.some((c) => c.kind === 'founded')) {
    const years = Number(old[1]);
    const actual = new Date().getFullYear() - AGENCY.foundedYear;
    if (Math.abs(years - actual) > 2)
      claims.push({ kind: 'founded', year: new Date().getFullYear() - years });
  }
  const sized = /\b(?:you|your|as an?)\b/i.test(text) ? text.match(TEAM_SIZED) : null;
  const team =
    text.match(TEAM) ??
    (sized ? [sized[0], sized[1] ?? sized[2]] : null) ??
    (/\b(?:you|your)\b/i.test(text) && !own ? text.match(TEAM_LOOSE) : null);
  if (team) {
    const size = /hundred/i.test(team[1]!)
      ? 100
      : /thousand/i.test(team[1]!)
        ? 1000
        : Number(team[1]);
    if (Math.abs(size - 38) > 8) claims.push({ kind: 'team', size });
  }

  if (PRICE_CLAIM.test(text)) {
    const claimed = parseMoney(text);
    if (claimed !== undefined && claimed < priceFloor) claims.push({ kind: 'price', claimed });
  }

  const did = text.match(DID_WORK) ?? text.match(AGENCY_OF);
  const was = did ? null : text.match(WAS_YOU);
  const praised = did || was ? null : text.match(YOUR_WORK);
  // Praise names a brand only when it is written as one: "your ice cream campaign" is an industry.
  // "The rebrand you did for bluebird coffee roasters": the work's client, named as one.
  const forClient = did?.[1] ? /^for\s+/i.test(did[1]) : false;
  const raw =
    (forClient ? did![1]!.replace(/^for\s+/i, '') : did?.[1]) ??
    was?.[1] ??
    was?.[2] ??
    (praised && looksLikeBrand(praised[1]!.trim()) ? praised[1] : undefined);
  if (raw) {
    // "…for bluebird coffee roasters in echo park": where the client is follows its name.
    const brand = forClient ? cleanBrand(raw).replace(/\s+in\s+.*$/i, '') : cleanBrand(raw);
    // "Didn't you do the Coke ad?" presumes the work; "you never worked with Nike?" denies it.
    const negated = /\bnever\b|\bnot\b|n't\b|\bnunca\b/i.test(
      (
        text.slice(0, did?.index ?? was?.index ?? 0) + (did?.[0] ?? was?.[0] ?? '').slice(0, 30)
      ).replace(/\b(?:did|have|has|was|were)n'?t (?:you|your)\b/gi, ''),
    );
    // The message names the case when the brand came out garbled, not when it names another brand
    // ("you're Netflix's agency, is that how you landed IMAX?").
    const study =
      findClient(brand, cases) ?? (FAMOUS.test(brand) ? undefined : findClient(text, cases));
    // "Didn't you do the coinbase super bowl ad?": typed in lowercase, a name is still a brand
    // when the work said to be ours is named after it, unless it names a trade ("the taco ad").
    const madeFor =
      did !== null &&
      (MADE_FOR.test(did[1]!) || forClient) &&
      !NOT_A_BRAND.test(brand) &&
      // "For coffee roasters" is a trade; "for bluebird coffee roasters", a name before the trade.
      !detectIndustry(
        ` ${fold(forClient ? brand.split(/\s+/)[0]! : brand).replace(/[^a-z0-9]+/g, ' ')} `,
      );
    if (study) claims.push({ kind: 'client', brand: study.client, study, negated });
    else if (brand && (praised || madeFor || looksLikeBrand(brand)))
      claims.push({
        kind: 'client',
        brand: asName(brand.split(/\s+/).slice(0, 4).join(' ')),
        negated,
      });
  } else {
    const famous = text.match(FAMOUS);
    if (
      famous &&
      !asChannel(text, famous) &&
      !(/^visa$/i.test(famous[0]) && IMMIGRATION.test(text)) &&
      /\b(?:you|your|ustedes)\b/i.test(text) &&
      /\b(?:made|did|do|done|work|worked|client|behind|agency|aor|account|hicieron|trabajaron)\b/i.test(
        text,
      )
    )
      claims.push({
        kind: 'client',
        brand: asName(famous[0]),
        negated: /\bnever\b|n't\b/i.test(text),
      });
  }
  return claims;
}
