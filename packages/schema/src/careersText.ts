// The careers constants, texts and rules that the pages, the JobPosting data and the assistant
// share, without zod: a page that shows a role need not carry the schemas that check one.
import type { Role, RoleDiscipline, RoleFilters, RoleTrack, WorkMode } from './careers.ts';
import { EMPLOYMENT_TYPES } from './constants.ts';

/** A role's track is the employment type the home page's panel offers (freelancer, full-time, internship). */
export const ROLE_TRACKS = EMPLOYMENT_TYPES;
export const ROLE_DISCIPLINES = [
  'strategy',
  'copywriting',
  'design',
  'production',
  'media',
  'social',
  'accounts',
] as const;
export const WORK_MODES = ['on-site', 'hybrid', 'remote'] as const;
export const PAY_UNITS = ['year', 'hour', 'day'] as const;
export const ROLE_STATUSES = ['draft', 'open', 'closed'] as const;
export const CANDIDATE_STAGES = [
  'new',
  'reviewing',
  'interview',
  'offer',
  'hired',
  'declined',
] as const;

/** A resume pasted as text: a multipart form field holds at most 64 KB (apps/api http/multipart.ts). */
export const RESUME_TEXT_MAX = 60_000;

/**
 * The filters of `/careers?track=…&discipline=…` as RoleFilters reads them (an unknown value is
 * no filter), without zod: the careers pages and the server renderer share it.
 */
export function roleFiltersFrom(search: URLSearchParams): RoleFilters {
  const track = search.get('track');
  const discipline = search.get('discipline');
  return {
    track: ROLE_TRACKS.find((value) => value === track),
    discipline: ROLE_DISCIPLINES.find((value) => value === discipline),
  };
}

export const TRACK_LABELS: Record<RoleTrack, string> = {
  'full-time': 'Full-time',
  freelancer: 'Freelance',
  internship: 'Internship',
};
/** Google's employmentType for each track. */
export const TRACK_EMPLOYMENT_TYPE: Record<RoleTrack, string> = {
  'full-time': 'FULL_TIME',
  freelancer: 'CONTRACTOR',
  internship: 'INTERN',
};

export const DISCIPLINE_LABELS: Record<RoleDiscipline, string> = {
  strategy: 'Strategy',
  copywriting: 'Copywriting',
  design: 'Design & art direction',
  production: 'Production',
  media: 'Media',
  social: 'Social & digital',
  accounts: 'Account management',
};

export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  'on-site': 'On site at our Silver Lake studio',
  hybrid: 'Hybrid: Silver Lake studio and home',
  remote: 'Remote (United States)',
};

/** A role is open to applicants when it is published and its deadline (if any) is still ahead. */
export function isRoleOpen(
  role: { status: string; validThrough: string | Date | null },
  now: Date = new Date(),
): boolean {
  if (role.status !== 'open') return false;
  if (!role.validThrough) return true;
  return new Date(role.validThrough).getTime() > now.getTime();
}

/** "$95,000–$125,000 a year", as posted. */
export function formatPay(role: Pick<Role, 'payMin' | 'payMax' | 'payUnit'>): string {
  const money = (value: number) =>
    `$${value.toLocaleString('en-US', {
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    })}`;
  const range =
    role.payMin === role.payMax
      ? money(role.payMin)
      : `${money(role.payMin)}–${money(role.payMax)}`;
  return `${range} ${role.payUnit === 'hour' ? 'an' : 'a'} ${role.payUnit}`;
}

/** "March 14, 2027", in Los Angeles time: a posting's dates as the visitor reads them. */
export function formatRoleDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** A block of a role's description or requirements (a small, safe subset of Markdown). */
export type TextBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/**
 * Staff write descriptions in plain Markdown: `## ` headings, `- ` or `* ` list items, paragraphs
 * between blank lines. Read into blocks of text, never HTML, so nothing a role holds can become
 * markup on the page; the JSON-LD's HTML is written from the blocks, escaped.
 */
export function textBlocks(markdown: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of markdown.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    const heading = /^#{1,6}\s+(.+)$/.exec(line);
    const item = /^[-*•]\s+(.+)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: heading[1]!.replace(/\s*#+$/, '') });
    } else if (item) {
      if (paragraph.length) flush();
      (list ??= []).push(item[1]!);
    } else if (list && /^\s/.test(raw)) {
      // An indented line continues the list item before it.
      list[list.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const escapeText = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The blocks as escaped HTML (JobPosting's description is HTML). */
export function blocksToHtml(blocks: readonly TextBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'heading'
        ? `<h3>${escapeText(block.text)}</h3>`
        : block.kind === 'paragraph'
          ? `<p>${escapeText(block.text)}</p>`
          : `<ul>${block.items.map((item) => `<li>${escapeText(item)}</li>`).join('')}</ul>`,
    )
    .join('');
}
