export const REPORT_TEXTS = {
  tab: 'Dashboard',
  title: 'Dashboard',
  subtitle:
    'How the site is doing over a range of days: what came in, what became a lead, how fast staff replied, and what the assistant could not answer. Days are Los Angeles days.',
  loading: 'Loading the dashboard...',
  from: 'From',
  to: 'To',
  granularity: 'Per',
  day: 'Day',
  week: 'Week',
  presets: 'Range',
  csv: 'CSV',
  csvLabel: (chart: string) => `Download the data of “${chart}” as CSV`,
  volume: 'Conversations by source',
  leads: 'New leads by first source',
  conversion: 'Chat-to-lead conversion',
  conversionNote: (converted: number, chats: number) =>
    `${converted} of ${chats} chats gave an email and became a lead.`,
  intents: 'Intent mix',
  firstReply: 'First staff reply',
  firstReplyNote:
    'Leads (not job seekers) by when they arrived, judged by their first audited move to contacted, qualified or won: within one business day (24 weekday hours, Los Angeles; holidays not counted) or not.',
  median: (hours: number | null) =>
    hours === null ? 'No replies yet' : `Median ${hours} h, 90th percentile`,
  unanswered: 'Turns the assistant could not answer',
  unansweredNote: (unanswered: number, turns: number) =>
    `${unanswered} of ${turns} turns were filed as unanswered (see the Assistant tab).`,
  none: 'Nothing in this range.',
} as const;

export const SERIES_LABELS = {
  chats: 'Chats',
  forms: 'Contact forms',
  leadsChat: 'Chat',
  leadsContactForm: 'Contact form',
  leadsBrief: 'Brief',
  leadsResume: 'Resume',
  leadsApplication: 'Application',
  rate: 'Conversion',
  withinPromise: 'Within one business day',
  late: 'Late',
  overdue: 'Overdue, no reply',
  waiting: 'Waiting, not yet due',
  share: 'Could not answer',
} as const;
