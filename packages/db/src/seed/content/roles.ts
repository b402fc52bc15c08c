// The roles a fresh install opens with: what the studio of about 38 people hires for, each with
// the pay range California requires a posting to state. Dates are relative to the day of seeding,
// so a new install's roles are open, not long expired.
import type { RoleDiscipline, RoleTrack, PayUnit, WorkMode } from '@agency/schema';

export interface RoleSeed {
  id: string;
  title: string;
  track: RoleTrack;
  discipline: RoleDiscipline;
  workMode: WorkMode;
  payMin: number;
  payMax: number;
  payUnit: PayUnit;
  openings: number;
  description: string;
  requirements: string;
  /** Posted this many days before the seed ran. */
  postedDaysAgo: number;
  /** Open for applications this many days after the seed ran. */
  openForDays: number;
}

export const roles: RoleSeed[] = [
  {
    id: 'senior-copywriter',
    title: 'Senior Copywriter',
    track: 'full-time',
    discipline: 'copywriting',
    workMode: 'hybrid',
    payMin: 105_000,
    payMax: 135_000,
    payUnit: 'year',
    openings: 1,
    postedDaysAgo: 12,
    openForDays: 45,
    description: `Write the lines people remember. You will lead the words on campaigns for entertainment, hospitality and consumer brands, from the first manifesto to the last cut-down, working in a pair with an art director.

## What you will do
- Write concepts, scripts, social series and launch copy for clients such as IMAX and Taquería del Sol
- Present work to clients alongside the creative director
- Shape the voice of a brand across film, out-of-home and social
- Mentor a junior writer and our copy interns

## How we work
Three days a week at our Silver Lake studio (Tuesday to Thursday), the rest from home. Medical, dental and vision covered at 90%, a 4% 401(k) match and 20 days of paid time off.`,
    requirements: `- Six or more years writing for an agency or an in-house creative team
- A portfolio of produced work across film and social
- Comfort presenting to clients and taking notes without losing the idea
- Spanish is a plus: a third of our work runs in both languages`,
  },
  {
    id: 'freelance-video-editor',
    title: 'Freelance Video Editor',
    track: 'freelancer',
    discipline: 'production',
    workMode: 'on-site',
    payMin: 650,
    payMax: 900,
    payUnit: 'day',
    openings: 2,
    postedDaysAgo: 5,
    openForDays: 30,
    description: `Cut commercials, trailers and vertical social edits in our two edit bays on Sunset Boulevard. Bookings run from three days to six weeks, usually with a week's notice.

## What you will do
- Edit :15s, :30s and :60s spots from our own shoots, with a producer and a director in the room
- Turn one shoot into a family of social cut-downs (9:16, 1:1, 16:9)
- Prepare timelines for our colorist and sound mix`,
    requirements: `- A reel of commercial or trailer work
- Fluent in Premiere Pro; Avid or DaVinci Resolve a plus
- Able to work on site at the Silver Lake studio on booked days
- Your own business or loan-out arrangement, or willing to be paid through our payroll partner`,
  },
  {
    id: 'paid-social-media-buyer',
    title: 'Paid Social Media Buyer',
    track: 'full-time',
    discipline: 'media',
    workMode: 'remote',
    payMin: 85_000,
    payMax: 110_000,
    payUnit: 'year',
    openings: 1,
    postedDaysAgo: 20,
    openForDays: 25,
    description: `Plan, buy and optimise paid social for clients whose budgets run from $20K to $400K a month. You will own Meta, TikTok and Snapchat campaigns end to end and report what they earned in plain language.

## What you will do
- Build flighting plans with our strategists and set up campaigns and tracking
- Move budget weekly to what is working, and say why
- Write the monthly results report each client reads

## How we work
Fully remote within the United States; we meet in Los Angeles twice a year, travel paid.`,
    requirements: `- Three or more years buying paid social for several brands at once
- Hands-on with Meta Ads Manager and TikTok Ads Manager
- Comfortable with spreadsheets, conversion APIs and incrementality tests`,
  },
  {
    id: 'associate-brand-strategist',
    title: 'Associate Brand Strategist',
    track: 'full-time',
    discipline: 'strategy',
    workMode: 'hybrid',
    payMin: 72_000,
    payMax: 90_000,
    payUnit: 'year',
    openings: 1,
    postedDaysAgo: 8,
    openForDays: 40,
    description: `Find the insight a campaign stands on. You will run research, write briefs and help our head of strategy turn what audiences say into positioning clients can act on.

## What you will do
- Plan and run interviews, social listening and competitive reviews
- Write creative briefs the team wants to answer
- Measure campaigns against the few numbers agreed before launch`,
    requirements: `- Two or more years in brand strategy, planning or research
- Clear writing: show us a brief or a deck you are proud of
- Three days a week at the Silver Lake studio`,
  },
  {
    id: 'summer-2027-creative-internship-cohort',
    title: 'Summer 2027 Creative Internship Cohort',
    track: 'internship',
    discipline: 'design',
    workMode: 'on-site',
    payMin: 22,
    payMax: 22,
    payUnit: 'hour',
    openings: 6,
    postedDaysAgo: 3,
    openForDays: 75,
    description: `A paid, ten-week cohort of six interns across design, copy, video and social, from mid-June to late August 2027. Each intern is paired with a mentor and works on live client briefs, and the cohort pitches its own campaign to our creative director in the last week.

## What you will do
- Join the creative team's daily stand-up and work on real briefs
- Learn our production workflow on a shoot at the studio
- Build two finished pieces for your portfolio`,
    requirements: `- Students and graduates of the last 12 months in design, film, writing or marketing
- A portfolio or samples of your work, school projects welcome
- Available 40 hours a week, Monday to Friday, at the Silver Lake studio`,
  },
];
