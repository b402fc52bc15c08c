/** Emails, phone numbers (libphonenumber-js) and profile/portfolio links. */
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import { maskDates } from './dates.ts';
import type { SectionedLine } from './sections.ts';

// ---------------------------------------------------------------- email

const EMAIL_RE =
  /(?<![\w.+-])[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])/g;
const OBFUSCATED_RE =
  /([A-Za-z0-9._%+-]+)\s*[[(]\s*at\s*[\])]\s*([A-Za-z0-9-]+(?:\s*(?:[[(]\s*dot\s*[\])]|\.)\s*[A-Za-z0-9-]+)+)/gi;

export interface Found<T> {
  value: T;
  confidence: number;
}

/** All email addresses in a text, in order, lower-cased ("name [at] host [dot] com" included). */
export function findEmails(text: string): string[] {
  const out: string[] = [];
  // "jane.doe@\nexample.com" split by a line break in a narrow column
  const joined = text.replace(/@\s*\n\s*/g, '@').replace(/\s*\n\s*(?=@)/g, '');
  for (const m of joined.matchAll(EMAIL_RE)) out.push(m[0]);
  for (const m of joined.matchAll(OBFUSCATED_RE)) {
    const host = m[2]!.replace(/\s*(?:[[(]\s*dot\s*[\])]|\.)\s*/gi, '.');
    out.push(`${m[1]}@${host}`);
  }
  return [...new Set(out.map((e) => e.replace(/\.+$/, '').toLowerCase()))];
}

/** The candidate's email: the first one in the header/contact area, or the one that carries their name. */
export function pickEmail(lines: SectionedLine[], nameHint: string | null): Found<string | null> {
  const all = findEmails(lines.map((l) => l.text).join('\n'));
  if (all.length === 0) return { value: null, confidence: lines.length ? 0.6 : 0 };
  const contactArea = findEmails(
    lines
      .filter(
        (l) =>
          l.section === 'header' ||
          l.section === 'contact' ||
          l.section === 'links' ||
          l.index < 12,
      )
      .map((l) => l.text)
      .join('\n'),
  );
  const tokens = (nameHint ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[\s'-]+/)
    .filter((x) => x.length >= 3);
  const byName = all.find((e) => tokens.some((tok) => e.split('@')[0]!.includes(tok)));
  if (all.length === 1) return { value: all[0]!, confidence: 0.97 };
  if (byName) return { value: byName, confidence: 0.92 };
  if (contactArea[0]) return { value: contactArea[0], confidence: 0.85 };
  return { value: all[0]!, confidence: 0.7 };
}

// ---------------------------------------------------------------- phone

/** Places named in the resume that tell which country a number written without +code belongs to. */
const COUNTRY_HINTS: [CountryCode, RegExp][] = [
  [
    'GB',
    /\b(?:London|Manchester|Birmingham|Bristol|Edinburgh|Glasgow|United Kingdom|U\.K\.|UK|England|Scotland|Wales)\b/,
  ],
  ['FR', /\b(?:Paris|Lyon|Marseille|Bordeaux|Toulouse|France)\b/],
  [
    'DE',
    /\b(?:Berlin|Hamburg|München|Munich|Köln|Cologne|Frankfurt|Düsseldorf|Stuttgart|Germany|Deutschland)\b/,
  ],
  ['BR', /\b(?:São Paulo|Sao Paulo|Rio de Janeiro|Belo Horizonte|Brasil|Brazil)\b/],
  ['IN', /\b(?:Mumbai|Delhi|New Delhi|Bangalore|Bengaluru|Hyderabad|Chennai|Pune|Kolkata|India)\b/],
  ['AU', /\b(?:Sydney|Melbourne|Brisbane|Perth|Adelaide|Australia|NSW|VIC)\b/],
  ['MX', /(?<!New )\b(?:Ciudad de México|Mexico City|CDMX|México|Mexico|Guadalajara|Monterrey)\b/],
  ['ES', /\b(?:Madrid|Barcelona|Valencia|Sevilla|Seville|Spain|España)\b/],
  ['CA', /\b(?:Toronto|Vancouver|Montréal|Montreal|Calgary|Ottawa|Canada)\b/],
  ['IT', /\b(?:Milan|Milano|Rome|Roma|Italy|Italia)\b/],
  ['NL', /\b(?:Amsterdam|Rotterdam|Netherlands)\b/],
  ['AR', /\b(?:Buenos Aires|Argentina)\b/],
  ['CO', /\b(?:Bogotá|Bogota|Medellín|Colombia)\b/],
];

/** Countries suggested by places in the header, then the rest of the text; the US last. */
export function countryHints(header: string, body: string): CountryCode[] {
  const out: CountryCode[] = [];
  for (const text of [header, body])
    for (const [cc, re] of COUNTRY_HINTS) if (re.test(text) && !out.includes(cc)) out.push(cc);
  if (!out.includes('US')) out.push('US');
  return out.slice(0, 4);
}

const PHONE_LABEL =
  /(?<![A-Za-z\u00C0-\u024F])(?:phone|tel|tél|telephone|téléphone|telefone|teléfono|telefon|mobile|mob|cell|celular|cellphone|móvil|whatsapp|call|[mtpc])\s*[.:]/i;
const FAX_LABEL = /(?<![A-Za-z])fax\s*[.:]?\s*$/i;
const PHONEISH = /(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d[\d\s.()/-]{5,}\d/g;

interface PhoneHit {
  value: string;
  confidence: number;
  fax: boolean;
  labelled: boolean;
}

function phonesIn(text: string, countries: CountryCode[]): PhoneHit[] {
  const masked = maskDates(text);
  const out: PhoneHit[] = [];
  const seen = new Set<string>();
  for (const country of countries) {
    for (const hit of findPhoneNumbersInText(masked, { defaultCountry: country })) {
      const number = hit.number;
      if (seen.has(number.number)) continue;
      const raw = masked.slice(hit.startsAt, hit.endsAt);
      const before = masked.slice(Math.max(0, hit.startsAt - 14), hit.startsAt);
      seen.add(number.number);
      const international = raw.trim().startsWith('+') || raw.trim().startsWith('00');
      const valid = number.isValid();
      out.push({
        value: number.number,
        confidence: valid ? (international ? 0.96 : country === countries[0] ? 0.88 : 0.75) : 0.5,
        fax: FAX_LABEL.test(before),
        labelled: PHONE_LABEL.test(before),
      });
    }
  }
  return out;
}

/** The candidate's phone number in E.164 when libphonenumber can read it, else as written. */
export function pickPhone(lines: SectionedLine[], countries: CountryCode[]): Found<string | null> {
  if (!lines.length) return { value: null, confidence: 0 };
  const contact = lines.filter(
    (l) =>
      l.section === 'header' || l.section === 'contact' || l.section === 'links' || l.index < 12,
  );
  const labelled = lines.filter((l) => PHONE_LABEL.test(l.text));
  for (const group of [labelled, contact, lines]) {
    const hits = group.flatMap((l) => phonesIn(l.text, countries)).filter((h) => !h.fax);
    if (hits.length) {
      const best = [...hits].sort(
        (a, b) => Number(b.labelled) - Number(a.labelled) || b.confidence - a.confidence,
      )[0]!;
      return {
        value: best.value,
        confidence: group === lines ? Math.min(best.confidence, 0.8) : best.confidence,
      };
    }
  }
  // something that looks like a phone number in the contact area, which libphonenumber cannot read
  for (const line of [...labelled, ...contact]) {
    const masked = maskDates(line.text);
    for (const m of masked.matchAll(PHONEISH)) {
      const digits = m[0].replace(/\D/g, '');
      if (digits.length >= 7 && digits.length <= 15 && !FAX_LABEL.test(masked.slice(0, m.index))) {
        return { value: m[0].trim(), confidence: 0.3 };
      }
    }
  }
  return { value: null, confidence: 0.6 };
}

// ---------------------------------------------------------------- links

/** A type alias (not an interface) so it stays assignable to JSON column types. */
export type Links = {
  linkedin: string | null;
  portfolio: string | null;
  behance: string | null;
  dribbble: string | null;
  vimeo: string | null;
  github: string | null;
  website: string | null;
  other: string[];
};

const TLDS =
  'com|net|org|io|co|me|ai|app|dev|design|art|studio|studios|tv|xyz|la|nyc|info|biz|us|uk|co\\.uk|org\\.uk|de|fr|es|it|nl|se|dk|no|fi|pt|br|com\\.br|mx|com\\.mx|ar|com\\.ar|cl|co\\.za|in|co\\.in|au|com\\.au|nz|co\\.nz|ca|ie|ch|at|be|jp|kr|cn|hk|sg|site|online|website|page|link|space|work|works|pro|ink|agency|creative|media|digital|photography|photo|photos|gallery|film|films|video|productions|graphics|portfolio|blog|cc|ly|to|fm|is|gg|so|one|world|live|life|global|global|email|cafe|club|tech|systems|solutions|marketing|social|group|company|vc';
const URL_RE = new RegExp(
  `(?<![@\\w.-])(?:(?:https?:\\/\\/)?(?:www\\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${TLDS})(?![a-z0-9-])(?:[/?#][^\\s<>"'()\\[\\]{},;|]*)?)`,
  'gi',
);

const PORTFOLIO_HOSTS =
  /(?:^|\.)(?:myportfolio\.com|cargo\.site|cargocollective\.com|carbonmade\.com|format\.com|artstation\.com|coroflot\.com|crevado\.com|journoportfolio\.com|contently\.com|clippings\.me|portfoliobox\.net|semplice\.com|readymag\.com|adobe\.ly)$/;
const SOCIAL_OR_COMPANY =
  /(?:^|\.)(?:instagram\.com|twitter\.com|x\.com|facebook\.com|tiktok\.com|youtube\.com|youtu\.be|medium\.com|substack\.com|threads\.net|pinterest\.com|linktr\.ee|calendly\.com|gmail\.com|google\.com|apple\.com|microsoft\.com|amazon\.com)$/;

function normaliseUrl(raw: string): { url: string; host: string; path: string } | null {
  let s = raw.trim().replace(/[.,;:!?)\]]+$/, '');
  if (!/^https?:\/\//i.test(s)) s = `https://${s}`;
  try {
    const u = new URL(s);
    const host = u.hostname.toLowerCase().replace(/^www\./, '');
    if (!host.includes('.')) return null;
    const path = u.pathname.replace(/\/+$/, '');
    return { url: `https://${u.hostname.toLowerCase()}${path}${u.search}`, host, path };
  } catch {
    return null;
  }
}

/** Profile, portfolio and personal-site links; `extra` are link annotations found in a PDF. */
export function findLinks(
  lines: SectionedLine[],
  extra: string[] = [],
): { links: Links; confidence: number } {
  const links: Links = {
    linkedin: null,
    portfolio: null,
    behance: null,
    dribbble: null,
    vimeo: null,
    github: null,
    website: null,
    other: [],
  };
  const candidates: { raw: string; label: string; contactArea: boolean }[] = [];
  for (const line of lines) {
    const text = line.text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
    for (const m of text.matchAll(URL_RE)) {
      const label = text.slice(Math.max(0, m.index - 24), m.index).toLowerCase();
      candidates.push({
        raw: m[0],
        label,
        contactArea:
          line.section === 'header' ||
          line.section === 'contact' ||
          line.section === 'links' ||
          line.index < 12,
      });
    }
  }
  for (const raw of extra)
    if (/^https?:\/\//i.test(raw)) candidates.push({ raw, label: '', contactArea: false });

  const seen = new Set<string>();
  const sites: { url: string; label: string; contactArea: boolean }[] = [];
  for (const c of candidates) {
    const n = normaliseUrl(c.raw);
    if (!n) continue;
    const key = n.url.toLowerCase().replace('://www.', '://');
    if (seen.has(key)) continue;
    seen.add(key);
    const { host, path } = n;
    const first = path.split('/').filter(Boolean)[0] ?? '';
    if (/(?:^|\.)linkedin\.com$/.test(host)) {
      if (!links.linkedin && /^\/(?:in|pub)\//.test(path))
        links.linkedin = `https://www.linkedin.com${path}`;
      else links.other.push(n.url);
    } else if (/(?:^|\.)behance\.net$/.test(host) && first) {
      links.behance ??= `https://www.behance.net/${first}`;
    } else if (/(?:^|\.)dribbble\.com$/.test(host) && first) {
      links.dribbble ??= `https://dribbble.com/${first}`;
    } else if (/(?:^|\.)vimeo\.com$/.test(host) && first) {
      links.vimeo ??= `https://vimeo.com${path}`;
    } else if (/(?:^|\.)github\.com$/.test(host) && first) {
      links.github ??= `https://github.com/${first}`;
    } else if (PORTFOLIO_HOSTS.test(host)) {
      if (!links.portfolio) links.portfolio = n.url;
      else links.other.push(n.url);
    } else if (SOCIAL_OR_COMPANY.test(host)) {
      links.other.push(n.url);
    } else {
      sites.push({ url: n.url, label: c.label, contactArea: c.contactArea });
    }
  }
  // personal sites: a labelled "Portfolio:" link is the portfolio, the first contact-area site the website
  for (const site of sites) {
    if (!links.portfolio && /portfolio|work|reel\s*[:\-–]?\s*$/.test(site.label))
      links.portfolio = site.url;
    else if (!links.website && (site.contactArea || /web|site|url|online/.test(site.label)))
      links.website = site.url;
    else links.other.push(site.url);
  }
  links.other = [...new Set(links.other)].slice(0, 20);
  const named = [
    links.linkedin,
    links.portfolio,
    links.behance,
    links.dribbble,
    links.vimeo,
    links.github,
    links.website,
  ].filter(Boolean).length;
  return { links, confidence: named ? 0.9 : links.other.length ? 0.6 : lines.length ? 0.5 : 0 };
}
