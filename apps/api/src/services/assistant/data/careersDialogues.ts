// Careers dialogues: what job seekers ask once roles are posted (open roles in a discipline, pay,
// work mode, deadline, how to apply) and what the assistant must say when none are open. Run
// against the seed content with the seed's roles (posted and closing relative to now, as the seed
// writes them), or with none; scored by `npm run bench:assistant` and held by roles.test.ts.
import { roles as seedRoles } from '@agency/db/content';
import type { Role } from '@agency/schema';
import { seedKb } from '../fixtures.ts';
import type { KnowledgeBase } from '../retrieval.ts';
import type { Dialogue } from './dialogues.ts';

const DAY = 86_400_000;

/** The seed's roles as the database holds them after seeding at `now`. */
export function seedOpenRoles(now = Date.now()): Role[] {
  return seedRoles.map(({ id, postedDaysAgo, openForDays, ...role }) => ({
    ...role,
    slug: id,
    status: 'open',
    datePosted: new Date(now - postedDaysAgo * DAY).toISOString(),
    validThrough: new Date(now + openForDays * DAY).toISOString(),
    updatedAt: new Date(now - postedDaysAgo * DAY).toISOString(),
  }));
}

export const careersKb = (roles: Role[] = seedOpenRoles()): KnowledgeBase => ({ ...seedKb, roles });

const KEEP = /keep it on file|lo guardaremos/i;
/** A pay figure: only ever one a posted role states. */
const ANY_PAY = /\$\d/;

/** With the seed's roles posted. */
export const careersDialogues: Dialogue[] = [
  {
    id: 'careers-open-copywriter',
    category: 'answer',
    split: 'dev',
    turns: [
      {
        say: 'Are you hiring copywriters?',
        intent: 'employment',
        must: [/Senior Copywriter/, /\$105,000–\$135,000 a year/, /\/careers/],
        mustNot: [/Video Editor|Media Buyer/],
      },
    ],
  },
  {
    id: 'careers-pay',
    category: 'answer',
    split: 'dev',
    turns: [
      {
        say: 'What does the video editor job pay?',
        intent: 'employment',
        must: [/Freelance Video Editor/, /\$650–\$900 a day/],
        mustNot: [/\$105,000/],
      },
    ],
  },
  {
    id: 'careers-remote',
    category: 'answer',
    split: 'dev',
    turns: [
      {
        say: 'Can I work remote as a media buyer?',
        intent: 'employment',
        must: [/Paid Social Media Buyer/, /remote, from anywhere in the United States/],
      },
    ],
  },
  {
    id: 'careers-deadline',
    category: 'answer',
    split: 'dev',
    turns: [
      {
        say: 'When is the deadline to apply for the internship?',
        intent: 'employment',
        must: [/Summer 2027 Creative Internship Cohort/, /apply by [A-Z][a-z]+ \d{1,2}, \d{4}/],
      },
    ],
  },
  {
    id: 'careers-apply',
    category: 'answer',
    split: 'dev',
    turns: [
      {
        say: 'How do I apply for the strategist role?',
        intent: 'employment',
        must: [/Associate Brand Strategist/, /\/careers\/associate-brand-strategist/],
      },
    ],
  },
  {
    id: 'careers-none-in-discipline',
    category: 'answer',
    split: 'dev',
    turns: [
      {
        say: 'Are you hiring account managers?',
        intent: 'employment',
        must: [/don't have an account manager role open right now/i, KEEP],
        mustNot: [ANY_PAY],
      },
    ],
  },
];

/** With no role open at all. */
export const noRolesDialogues: Dialogue[] = [
  {
    id: 'careers-none-open',
    category: 'answer',
    split: 'dev',
    turns: [
      {
        say: 'Are you hiring right now?',
        intent: 'employment',
        must: [/don't have any roles open right now/i, KEEP],
        mustNot: [ANY_PAY],
      },
      {
        say: 'What do your jobs pay?',
        must: [/no posted pay/i, KEEP],
        mustNot: [ANY_PAY],
      },
    ],
  },
];
