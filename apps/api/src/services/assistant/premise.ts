// Claims in a message that the agency's own knowledge contradicts: work for a client it never had,
// an award it never won, a price below its floor, an office it does not have. The assistant
// corrects them from what it knows instead of pitching past them.
import type { CaseStudy } from '@agency/schema';
import { parseMoney } from './dialogue.ts';
import { fold } from './text.ts';

export type Premise =
  | { kind: 'award'; claimed: string }
  | { kind: 'client'; claimed: string }
  | { kind: 'confirmed-client'; study: CaseStudy }
  | { kind: 'price'; claimed: number }
  | { kind: 'location'; claimed: string };

/** Awards the agency has not won, as a visitor might name them. */
const FOREIGN_AWARDS =
  /\b(emmys?|oscars?|academy awards?|grammys?|golden globes?|tony awards?|cannes(?: lions?)?|effies?|webbys?|one show|d&ad|pulitzers?|bafta|mtv awards?|premios? emmy|premios? oscar)\b/i;

/** The visitor asserts something about the agency: past work, a thing they heard, congratulations. */
const CLAIM =
  /\b(?:you (?:guys |all )?(?:made|did|shot|produced|created|directed|wrote|ran|were behind|worked on|won)|(?:you(?:'re| are)|are you)(?: guys| all)? the (?:agency|ones|team|people|studio) (?:behind|that|who)|your (?:famous |big |viral |award[- ]winning )?(?:[\w'-]+ ){0,4}(?:spot|ad|commercial|campaign) for|heard (?:that )?you|someone (?:told|said)|i read (?:that )?you|congrat\w*|felicidades|ustedes hicieron|hicieron (?:el|la|ese|esa))\b/i;

/** Past-work claims named with a famous brand or occasion, or called famous or viral. */
const SUBJECTS = [
  /\b(?:super ?bowl|oscars? night|world cup|olympics?|coca[- ]?cola|pepsi|nike|apple|adidas|netflix|disney|mcdonald'?s|budweiser|google|amazon|tesla|toyota|red bull|starbucks)\b/i,
  /\b(?:famous|viral|iconic) [\w-]+\b/i,
];

const PRICE_CLAIM =
  /\b(?:you (?:guys )?(?:start|starting|charge|only charge|cost|costs|are)|your (?:minimum|rates?|prices?|fees?|packages?) (?:start|is|are|begin)|start(?:s|ing)? (?:at|from)|cobran|empiezan en|desde)\b/i;

const CITY =
  /\b(?:office|offices|studio|studios|headquarters|hq|based|located|oficina|oficinas)\s+(?:in|at|en)\s+((?:new york|nyc|san francisco|sf|chicago|miami|austin|london|seattle|boston|atlanta|denver|dallas|houston|mexico city|ciudad de mexico|toronto|paris|portland|san diego|nashville)\b)|\b(?:your|the|su)\s+(new york|nyc|san francisco|sf|chicago|miami|austin|london|seattle|boston|atlanta|denver|dallas|houston|toronto|paris)\s+(?:office|studio|team|oficina)/i;

function knownClient(text: string, cases: CaseStudy[]): CaseStudy | undefined {
  const folded = fold(text);
  return cases.find(
    (study) =>
      folded.includes(fold(study.client)) ||
      folded.includes(fold(study.title)) ||
      folded.includes(fold(study.client.split(' ')[0]!)),
  );
}

/** The premise of the message the knowledge contradicts (or, for a client, confirms), if any. */
export function checkPremise(
  text: string,
  cases: CaseStudy[],
  priceFloor: number,
): Premise | undefined {
  const award = text.match(FOREIGN_AWARDS);
  if (award) return { kind: 'award', claimed: award[1]! };

  const city = text.match(CITY);
  if (city) return { kind: 'location', claimed: (city[1] ?? city[2])! };

  if (PRICE_CLAIM.test(text)) {
    const claimed = parseMoney(text);
    if (
      claimed !== undefined &&
      claimed < priceFloor &&
      /\b(?:you|your|ustedes|cobran)\b/i.test(text)
    )
      return { kind: 'price', claimed };
  }

  if (CLAIM.test(text)) {
    const known = knownClient(text, cases);
    if (known) return { kind: 'confirmed-client', study: known };
    for (const pattern of SUBJECTS) {
      const subject = text.match(pattern);
      if (subject) return { kind: 'client', claimed: subject[0] };
    }
  }
  return undefined;
}
