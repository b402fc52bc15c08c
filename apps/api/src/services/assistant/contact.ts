// Contact details typed into the chat ("I'm Lupita, call me at 323-555-0199", "dana@whitfield.com"):
// read here, stored on the conversation and the lead by the chat service.
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js';
import { fold } from './text.ts';

export interface ContactDetails {
  name?: string;
  email?: string;
  /** E.164 when libphonenumber reads it as a valid number, then " ext. 4" when one was given. */
  phone?: string;
  company?: string;
}

const EMAIL =
  /(?<![\w.+-])[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])/;

/**
 * How visitors introduce themselves in the languages they write in, where the name follows in
 * Latin or Cyrillic letters: "name: Tom O'Brien", "mijn naam is Sanne", "je m'appelle Chloé".
 */
const NAMED_AS =
  "name:|mijn naam is|je m'appelle|je m’appelle|mon nom est|mi chiamo|il mio nome è|ich heiße|ich heisse|mein name ist|meu nome é|meu nome e|me chamo|ako nga pala si|ang pangalan ko ay|меня зовут";
/** "I'm Dana", "my name is Dana Whitfield", "soy Lupita", "name's Tom", "Dana here". */
const INTRO = new RegExp(
  String.raw`(?:^|[\s,.;!¡¿(])(this is|it's|it’s|its|i am|i'm|i’m|im|my name is|my name's|name's|name is|name on (?:it|the form|the brief|the message|the email) is|me llamo|mi nombre es|soy|${NAMED_AS})\s+(?:(?:la|el)\s+(?=\p{Lu}))?([\p{L}][\p{L}'’-]{1,29}(?:\s+[\p{L}][\p{L}'’-]{1,29})?)`,
  'iu',
);
/** After these a lowercase word is still a name ("my name is lupita"); after "I'm" it must be capitalised. */
const EXPLICIT = new RegExp(
  String.raw`^(?:my name is|my name's|name's|name is|name on (?:it|the form|the brief|the message|the email) is|me llamo|mi nombre es|${NAMED_AS})$`,
  'i',
);
const SIGNED =
  /(?:^|[\s,.;!])(?:[-–—]\s*|thanks,?\s+|gracias,?\s+|cheers,?\s+)([\p{Lu}][\p{Ll}'’-]{1,29})\s*$/u;
const HERE =
  /(?:^|[,.!]\s*|\b(?:hi|hey|hello|hola),?\s+)([\p{Lu}][\p{Ll}'’-]{1,29}(?:\s[\p{Lu}][\p{Ll}'’-]{1,29})?)\s+(?:here|aquí|aqui)\b/u;
/** "Reporter here, Marisa Okafor, LA Times": the name after who is speaking. */
const HERE_THEN_NAME =
  /\b(?:here|aquí|aqui)\s*[,:–—-]\s*([\p{Lu}][\p{Ll}'’-]{1,29}(?:\s[\p{Lu}][\p{Ll}'’-]{1,29})?)\s*[,.]/u;
/** "call Gina at …", "ask for Marco", "Dana Ruiz, dana@…": a name beside the way to reach it. */
const BESIDE =
  /\b(?:call|text|ask for|contact|llamar a|preguntar por)\s+([\p{Lu}][\p{Ll}'’-]{1,29})\b|(?:^|[.!?:]\s+|\n|,[ \t]+(?=[^\n]*?[ \t]\+?\(?\d{3}))\s*([\p{Lu}][\p{Ll}'’-]{1,29}(?:[ \t][\p{Lu}][\p{Ll}'’-]{1,29})?),?\s+(?=\S+@|\+?\(?\d{3}|\+\d{1,3}[\s.-]?\d)/u;
/** "lets talk. mike dunleavy 818.555.2290", "call me - marcus bell 310…": a full name typed in lowercase, alone before a number. */
const LOWER_BESIDE =
  /(?:^|[.!?:]\s+|\s[-–—]\s+)(?:([\p{Ll}][\p{Ll}'’-]{1,29}\s[\p{Ll}][\p{Ll}'’-]{1,29}),?|([\p{Ll}][\p{Ll}'’-]{2,29}),)\s+(?=\+?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4})/u;
/** Words around a number that are not a name ("my cell 310…", "call me at…"). */
const NUMBER_WORDS =
  /^(?:my|our|the|number|phone|cell|mobile|tel|call|text|reach|me|us|at|is|on|or|and|here|office|work|home|whatsapp)$/i;
/** Words of a job title that follow a full name and a comma: "Diane Whitcomb, VP Marketing". */
const JOB_TITLE = [
  'VP',
  'SVP',
  'EVP',
  'vice president',
  'director',
  'directora',
  'head',
  'manager',
  'founder',
  'co-founder',
  'cofounder',
  'CEO',
  'CMO',
  'COO',
  'CFO',
  'owner',
  'co-owner',
  'president',
  'producer',
  'reporter',
  'editor',
  'partner',
  'principal',
  'chief',
  'gerente',
  'dueño',
  'dueña',
  'fundador',
  'fundadora',
]
  // A title is written capitalised or not; the name before it must be.
  .map((word) =>
    /^\p{Ll}/u.test(word) ? `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}` : word,
  )
  .join('|');
/**
 * A signature line ("Jonathan Adeyemi | VP Marketing | Northgate"), "Hi, Noah Kim, reporter at …"
 * or "Good afternoon. Diane Whitcomb, VP Marketing at …": a full name set apart.
 */
const SIGNATURE = new RegExp(
  String.raw`(?:^|\n)\s*([\p{Lu}][\p{Ll}'’-]{1,29}\s[\p{Lu}][\p{Ll}'’-]{1,29})\s*(?:\||\n)|^\s*(?:[Hh]i|[Hh]ey|[Hh]ello|[Hh]ola)\b[,!]?\s+([\p{Lu}][\p{Ll}'’-]{1,29}\s[\p{Lu}][\p{Ll}'’-]{1,29}),|(?:^|[.!?]\s+)([\p{Lu}][\p{Ll}'’-]{1,29}\s[\p{Lu}][\p{Ll}'’-]{1,29}),\s*(?:the\s+)?(?:${JOB_TITLE})(?![\p{L}])`,
  'u',
);
/** Titles before a name: "Dr. Helen Marsh" is Helen Marsh. */
const TITLES = 'dr|dra|mr|mrs|ms|mx|prof|sr|sra|srta|lic|ing';
const TITLE = new RegExp(`\\b(?:${TITLES})\\.?\\s+(?=\\p{Lu})`, 'giu');
const TITLE_WORD = new RegExp(`^(?:${TITLES})$`);
/** "im dr priya shah": a title typed in lowercase right after the introduction. */
const INTRO_TITLE = new RegExp(
  `\\b(this is|it's|its|i am|i'm|i’m|im|my name is|soy)\\s+(?:${TITLES})\\.?\\s+`,
  'giu',
);

/** Words that follow "I'm" or "soy" and are not names ("I'm looking", "soy de Monterrey"). */
const NOT_NAMES = new Set(
  (
    'looking interested planning launching opening trying hoping working not just here ready the a an ' +
    'so very really glad happy curious wondering from with at in on based calling writing reaching new ' +
    'currently also still going about sorry fine good great ok okay sure thinking starting running ' +
    'de del la el un una muy estudiante dueño dueña duena gerente director directora interesado interesada ' +
    'buscando nuevo nueva freelance freelancer student senior junior intern designer editor writer ' +
    'copywriter producer reporter journalist marketing owner founder manager ceo cmo vp head part ' +
    'with an on your a going an tired confused done in agente agent realtor asking trying busy back me us someone him her them our the ' +
    'next this that tomorrow today tonight urgent due monday tuesday wednesday thursday friday saturday sunday ' +
    // "Is 250k realistic?": a question's first word before a figure.
    'is are was were do does did can could would will should may might what when where why how who which ' +
    'if yes no hey hi hello thanks please maybe about around only approx roughly'
  ).split(' '),
);

const COMPANY =
  /\b(?:from|at|with|de|work for|work at|trabajo en)\s+((?:[A-Z][\w&'’.-]*)(?:\s+(?:[A-Z][\w&'’.-]*|&|de|del|of)){0,3})/;

function capitalise(word: string): string {
  return word
    .split(/([\s'’-])/)
    .map((part) =>
      /^\p{L}/u.test(part) ? part[0]!.toUpperCase() + part.slice(1).toLowerCase() : part,
    )
    .join('');
}

function readName(written: string): string | undefined {
  const text = written.replace(INTRO_TITLE, '$1 ').replace(TITLE, '');
  // "ok im in. im Dee": the first "I'm" may not introduce a name; a later one may.
  for (const intro of text.matchAll(new RegExp(INTRO.source, `${INTRO.flags.replace('g', '')}g`))) {
    const words = intro[2]!.split(/\s+/);
    const first = words[0]!;
    const explicit = EXPLICIT.test(intro[1]!);
    // "ok mandame info, soy ramon": a lowercase word after "soy" or "I'm" is a name where it ends the sentence.
    // Read after the first word: "this is tony at cool breeze" captures "tony at".
    const after = text.slice(
      (intro.index ?? 0) + intro[0].length - intro[2]!.length + first.length,
    );
    const ends =
      /^\s*(?:$|[,.;!?]|\s(?:and|y|from|at|with|de\s+\p{Lu}|here|aqui|aquí|btw|fwiw|por cierto)\b)/u.test(
        after,
      ) ||
      // "im marco 562-555-0177": the word just before a phone number or an address.
      /^\s+(?:\+?\(?\d{3}|\S+@\S+)/u.test(after);
    // "it's next friday", "this is urgent": after these a lowercase word is a name only when it is
    // all the message says ("its jess").
    const loose =
      ends &&
      (!/^(?:this is|it's|it’s|its)$/i.test(intro[1]!) ||
        text.trim().split(/\s+/).length <= 3 ||
        // "this is tony at cool breeze hvac": a name, then where the person works.
        /^\s(?:at|from|with)\s/i.test(after));
    // "when im cutting": a lowercase verb form is what the visitor is doing, not who they are.
    const verbForm = !explicit && /^\p{Ll}/u.test(first) && /\p{L}{2}ing$/iu.test(first);
    const second = words[1];
    // "im priya shah, 949-…": a full name typed in lowercase, just before a number or an address.
    const lowerFull =
      !ends &&
      second !== undefined &&
      /^\p{Ll}/u.test(first) &&
      /^\p{Ll}/u.test(second) &&
      !NOT_NAMES.has(second.toLowerCase()) &&
      /^\s*,?\s*(?:\+?\(?\d{3}|\S+@\S+)/u.test(after.slice(1 + second.length)) &&
      !/^(?:this is|it's|it’s|its)$/i.test(intro[1]!);
    if (
      !NOT_NAMES.has(first.toLowerCase()) &&
      !verbForm &&
      (explicit || /^\p{Lu}/u.test(first) || loose || lowerFull)
    ) {
      // A second word is part of the name only when written as one ("Dana Whitfield").
      const keepSecond =
        lowerFull || (second && /^\p{Lu}/u.test(second) && !NOT_NAMES.has(second.toLowerCase()));
      return capitalise(keepSecond ? `${first} ${second}` : first);
    }
  }
  for (const pattern of [HERE, HERE_THEN_NAME, SIGNED]) {
    const here = text.match(pattern);
    if (here && !NOT_NAMES.has(here[1]!.split(' ')[0]!.toLowerCase())) return capitalise(here[1]!);
  }
  const beside = text.match(BESIDE);
  const named = beside?.[1] ?? beside?.[2];
  // "Call (858) 555-0144" is how to reach the visitor, not who they are.
  const namedFirst = named?.split(' ')[0]?.toLowerCase() ?? '';
  if (named && !NOT_NAMES.has(namedFirst) && !NUMBER_WORDS.test(namedFirst))
    return capitalise(named);
  // Two words, or one set apart by a comma ("call me. rick, 951-…").
  const besideNumber = text.match(LOWER_BESIDE);
  const lower = besideNumber?.[1] ?? besideNumber?.[2];
  if (
    lower &&
    lower
      .split(' ')
      .every((word) => !NOT_NAMES.has(word) && !NOT_PERSON.has(word) && !NUMBER_WORDS.test(word))
  )
    return capitalise(lower);
  const signature = text.match(SIGNATURE);
  const signed = signature?.[1] ?? signature?.[2] ?? signature?.[3];
  if (signed && signed.split(' ').every((word) => !NOT_NAMES.has(word.toLowerCase())))
    return capitalise(signed);
  return undefined;
}

/** "marcus.w at gmail dot com", "ana [at] studio [dot] co": an address spelled out to dodge spam bots. */
const SPELLED_EMAIL =
  /\b([a-z0-9][a-z0-9._%+-]*)\s*(?:\[at\]|\(at\)|\sat\s)\s*([a-z0-9-]+)\s*(?:\[dot\]|\(dot\)|\sdot\s)\s*([a-z]{2,24})\b/gi;

const NOT_LOCAL_PART =
  /^(?:work|works|worked|working|me|us|him|her|them|be|based|live|lives|living|look|find|visit|check|here|there|is|are|was|were|shop|buy|sell|sold|order|online|site|website|out|up|it|that|this|we|i)$/i;

/** Words an address and a message share that are not a person's name. */
const NOT_PERSON = new Set(
  'info hello hola contact contacto sales ventas team office admin marketing media press news hr jobs careers support billing accounts studio hey mail email'.split(
    ' ',
  ),
);

/**
 * A name its address confirms: "jess moreno, jess@…", "Rob Feld, VP marketing, rfeld@…", "dr. priya
 * shah … drshah@…". A word of the message found in the address's local part (and not in its domain,
 * which is the company's) is the first name or the surname; the word beside it joins it when
 * nothing but a space stands between them.
 */
function nameFromAddress(text: string, email: string): string | undefined {
  const [localPart, domain] = email.toLowerCase().split('@') as [string, string];
  const local = localPart.replace(/[^a-z]/g, '');
  const withoutAddress = text.replace(email, ' ');
  const words = [...withoutAddress.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
  const nameLike = (index: number) => {
    const word = words[index];
    if (!word) return false;
    const plain = fold(word[0]);
    return (
      plain.length >= 2 &&
      !NOT_NAMES.has(plain) &&
      !NOT_PERSON.has(plain) &&
      !TITLE_WORD.test(plain)
    );
  };
  const spaceBetween = (left: number, right: number) =>
    /^\s+$/.test(withoutAddress.slice(left, right));
  for (const [index, word] of words.entries()) {
    const plain = fold(word[0]);
    if (plain.length < 3 || !nameLike(index) || !local.includes(plain) || domain.includes(plain))
      continue;
    const start = word.index!;
    const end = start + word[0].length;
    const next = words[index + 1];
    const previous = words[index - 1];
    // The first name opens the local part ("jess", "kat.nguyen"); a surname closes it ("rfeld").
    if (local.startsWith(plain) && next && nameLike(index + 1) && spaceBetween(end, next.index!))
      return capitalise(`${word[0]} ${next[0]}`);
    if (
      !local.startsWith(plain) &&
      previous &&
      nameLike(index - 1) &&
      spaceBetween(previous.index! + previous[0].length, start)
    )
      return capitalise(`${previous[0]} ${word[0]}`);
    return capitalise(word[0]);
  }
  return undefined;
}

/** The contact details a message gives, if any. */
export function readContact(written: string): ContactDetails {
  const out: ContactDetails = {};
  // "I work at acme dot com" names a site, not an address.
  const text = written.replace(
    SPELLED_EMAIL,
    (spelled, local: string, domain: string, tld: string) =>
      NOT_LOCAL_PART.test(local) ? spelled : `${local}@${domain}.${tld}`,
  );
  const email = text.match(EMAIL)?.[0];
  if (email) out.email = email.toLowerCase();
  // Numbers are read without the email, so digits in an address are not a phone.
  const withoutEmail = email ? text.replace(email, ' ') : text;
  // "+52 1 951…": the mobile "1" Mexico dropped in 2019, still typed from habit.
  const phone = findPhoneNumbersInText(
    withoutEmail.replace(/\+\s?52[\s.-]*1[\s.-]+(?=\d)/g, '+52 '),
    'US',
  ).find((found) => found.number.isValid());
  // "310 555 0192 ext 4": the extension is how the team reaches the visitor at that number.
  if (phone)
    out.phone = phone.number.ext
      ? `${phone.number.number} ext. ${phone.number.ext}`
      : phone.number.number;
  // The address stays marked, so "Dana Ruiz, dana@…" still reads as a name beside an email.
  const name =
    readName(email ? text.replace(email, ' <email@> ') : text) ??
    (email ? nameFromAddress(text, email) : undefined);
  if (name) {
    out.name = name;
    const after = withoutEmail.slice(
      withoutEmail.indexOf(name.split(' ')[0]!) + name.length,
      withoutEmail.length,
    );
    // "at Harbor Point Hotels. Reach me at…": the company ends with its sentence.
    const company = after
      .slice(0, 80)
      .match(COMPANY)?.[1]
      ?.split(/[.,]\s/)[0]
      ?.replace(/[.,]$/, '');
    if (company) out.company = company;
  }
  return out;
}

/**
 * The message without the details it gives: "I'm Keisha Brandt, keisha@brightfieldfilms.com" asks
 * nothing of brand strategy, though "brandt" reads as "brand".
 */
export function withoutContact(text: string, details: ContactDetails): string {
  let out = text.replace(new RegExp(EMAIL.source, 'g'), ' ');
  for (const found of findPhoneNumbersInText(out, 'US'))
    if (found.number.isValid())
      out = `${out.slice(0, found.startsAt)}${' '.repeat(found.endsAt - found.startsAt)}${out.slice(found.endsAt)}`;
  if (details.name)
    for (const word of details.name.split(' '))
      out = out.replace(
        new RegExp(
          `(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
          'giu',
        ),
        ' ',
      );
  return out;
}

/**
 * A stored (E.164) number as a visitor writes it: "(323) 555-0199", "(310) 555-0192 ext. 4", or
 * "+44 20 7946 0958" abroad.
 */
export function displayPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}

export function hasContact(details: ContactDetails): boolean {
  return Boolean(details.email || details.phone || details.name);
}
