// The admin's Dashboard: conversations and leads per day or week, chat-to-lead conversion, the
// intent mix, time to first staff reply against the one-business-day promise, and the share of
// assistant turns that could not answer. Each figure is an aggregate query: the rows never leave
// the database (docs/decisions/017-dashboard.md says what each one counts, and why). Leads marked
// spam are not counted as leads (docs/decisions/018-spam-and-bulk.md).
import { Prisma, type PrismaClient } from '@agency/db';
import { REPORT_TIME_ZONE, ReportQuery, type ReportChart } from '@agency/schema';
import { NOW } from '../sql.ts';
import { csvHeader, csvRows } from './csv.ts';

/** The contact form stores its message as a conversation of this session; the rest are chats. */
const FORM = 'contact-form';

/** Statuses that say staff spoke with the person: the first move to one is their first reply. */
const REPLIED_STATUSES = ['contacted', 'qualified', 'won'] as const;

export interface VolumeRow {
  /** The first day of the period, YYYY-MM-DD in Los Angeles (a Monday for weeks). */
  period: string;
  chats: number;
  forms: number;
  /** New leads by the path they first came through. */
  leadsChat: number;
  leadsContactForm: number;
  leadsBrief: number;
  leadsResume: number;
  leadsApplication: number;
}

export interface ConversionRow {
  period: string;
  chats: number;
  /** Chats that gave an email, so made or found a lead. */
  converted: number;
  /** converted / chats, null for a period without chats. */
  rate: number | null;
}

export interface IntentRow {
  intent: string;
  chats: number;
  forms: number;
}

export interface FirstReplyRow {
  period: string;
  leads: number;
  withinPromise: number;
  late: number;
  /** No reply yet, and the promise has passed. */
  overdue: number;
  /** No reply yet, still within the promise. */
  waiting: number;
}

export interface UnansweredRow {
  period: string;
  turns: number;
  unanswered: number;
  /** unanswered / turns, null for a period without turns. */
  share: number | null;
}

export interface DashboardReport {
  from: string;
  to: string;
  granularity: 'day' | 'week';
  timeZone: string;
  volume: VolumeRow[];
  conversion: { totals: Omit<ConversionRow, 'period'>; series: ConversionRow[] };
  intents: IntentRow[];
  firstReply: {
    totals: Omit<FirstReplyRow, 'period'> & {
      /** Wall-clock hours from arrival to first reply over the replied leads, null when none. */
      medianHours: number | null;
      p90Hours: number | null;
    };
    series: FirstReplyRow[];
  };
  unanswered: {
    totals: Omit<UnansweredRow, 'period'>;
    series: UnansweredRow[];
    reasons: { reason: string; turns: number }[];
  };
}

const ratio = (part: number, whole: number) => (whole ? part / whole : null);
const rounded = (hours: number | null) => (hours === null ? null : Math.round(hours * 10) / 10);

/**
 * The statements' shared pieces. Columns hold UTC in `timestamp(3)`: a Los Angeles day's bounds are
 * turned into UTC once, so the range is a plain comparison an index on the column serves.
 */
function range(query: ReturnType<typeof ReportQuery.parse>) {
  const tz = REPORT_TIME_ZONE;
  const start = Prisma.sql`((${query.from}::date)::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'`;
  const end = Prisma.sql`((${query.to}::date + 1)::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'`;
  const local = (column: Prisma.Sql) =>
    Prisma.sql`((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${tz})`;
  const period = (column: Prisma.Sql) =>
    Prisma.sql`date_trunc(${query.granularity}, ${local(column)})::date`;
  const within = (column: Prisma.Sql) => Prisma.sql`${column} >= ${start} AND ${column} < ${end}`;
  // Every period of the range, so a quiet day is a zero and not a gap in the chart: its label, its
  // number and where it starts in UTC.
  const periods = Prisma.sql`SELECT "start"::date AS "period", row_number() OVER (ORDER BY "start") AS "n",
           ("start" AT TIME ZONE ${tz}) AT TIME ZONE 'UTC' AS "bound"
    FROM generate_series(date_trunc(${query.granularity}, ${query.from}::date::timestamp),
                         ${query.to}::date::timestamp,
                         (${`1 ${query.granularity}`})::interval) AS "start"`;
  // The number of the period a row falls in, by a binary search of the periods' UTC starts: on the
  // big tables, converting each row's time to Los Angeles cost twice what counting it did.
  const bucket = (column: Prisma.Sql) =>
    Prisma.sql`width_bucket(${column}, (SELECT array_agg("bound" ORDER BY "n") FROM (${periods}) b))`;
  return { local, period, within, periods, bucket, start };
}

type Range = ReturnType<typeof range>;

async function volume(prisma: PrismaClient, r: Range) {
  return prisma.$queryRaw<(VolumeRow & { converted: number })[]>`
    WITH c AS (
      SELECT ${r.bucket(Prisma.sql`"startedAt"`)} AS "n",
             count(*) FILTER (WHERE "sessionId" <> ${FORM}) AS "chats",
             count(*) FILTER (WHERE "sessionId" = ${FORM}) AS "forms",
             count(*) FILTER (WHERE "sessionId" <> ${FORM} AND "leadId" IS NOT NULL) AS "converted"
      FROM "Conversation" WHERE ${r.within(Prisma.sql`"startedAt"`)} GROUP BY 1
    ), l AS (
      SELECT ${r.bucket(Prisma.sql`"firstActivityAt"`)} AS "n",
             count(*) FILTER (WHERE "sources"[1] = 'chat') AS "leadsChat",
             count(*) FILTER (WHERE "sources"[1] = 'contact-form') AS "leadsContactForm",
             count(*) FILTER (WHERE "sources"[1] = 'brief') AS "leadsBrief",
             count(*) FILTER (WHERE "sources"[1] = 'resume') AS "leadsResume",
             count(*) FILTER (WHERE "sources"[1] = 'application') AS "leadsApplication"
      FROM "Lead" WHERE ${r.within(Prisma.sql`"firstActivityAt"`)} AND "spamAt" IS NULL GROUP BY 1
    )
    SELECT p."period"::text AS "period",
           coalesce(c."chats", 0)::int AS "chats", coalesce(c."forms", 0)::int AS "forms",
           coalesce(c."converted", 0)::int AS "converted",
           coalesce(l."leadsChat", 0)::int AS "leadsChat",
           coalesce(l."leadsContactForm", 0)::int AS "leadsContactForm",
           coalesce(l."leadsBrief", 0)::int AS "leadsBrief",
           coalesce(l."leadsResume", 0)::int AS "leadsResume",
           coalesce(l."leadsApplication", 0)::int AS "leadsApplication"
    FROM (${r.periods}) p LEFT JOIN c USING ("n") LEFT JOIN l USING ("n")
    ORDER BY p."period"`;
}

async function intents(prisma: PrismaClient, r: Range) {
  return prisma.$queryRaw<IntentRow[]>`
    SELECT "intent", count(*) FILTER (WHERE "sessionId" <> ${FORM})::int AS "chats",
           count(*) FILTER (WHERE "sessionId" = ${FORM})::int AS "forms"
    FROM "Conversation" WHERE ${r.within(Prisma.sql`"startedAt"`)}
    GROUP BY "intent" ORDER BY count(*) DESC, "intent"`;
}

/**
 * Leads that arrived in the range through a client's path (a job seeker's resume or application
 * is answered by the careers pipeline, not by this promise), each judged by its first audited move
 * to a status that means staff spoke with them, against its own due time: the one business day of
 * the agency's calendar, stored when the lead came (`dueAt`, decision 015), so the chart and the
 * lead's overdue flag and reminder agree, holidays and business hours included. A lead without one
 * (stored before due times were, or a job seeker's that later came as a client) is judged as it
 * was before them: 24 weekday hours in Los Angeles, a lead of Friday 3 pm due Monday 3 pm, one of
 * the weekend Tuesday 00:00.
 */
async function firstReply(prisma: PrismaClient, r: Range) {
  const tz = REPORT_TIME_ZONE;
  return prisma.$queryRaw<
    (FirstReplyRow & {
      period: string | null;
      medianHours: number | null;
      p90Hours: number | null;
    })[]
  >`
    WITH arrived AS (
      SELECT l."firstActivityAt" AS "at", ${r.local(Prisma.sql`l."firstActivityAt"`)} AS "la",
             ${r.period(Prisma.sql`l."firstActivityAt"`)} AS "period", a."replied", l."dueAt"
      FROM "Lead" l
      -- One pass over the status changes since the range began (a reply follows its lead's
      -- arrival): a lookup per lead cost three times as much over a year of leads.
      LEFT JOIN (
        SELECT "leadId", min("createdAt") AS "replied" FROM "LeadAudit"
        WHERE "action" = 'status' AND "createdAt" >= ${r.start}
          AND "detail"->>'to' IN (${Prisma.join(REPLIED_STATUSES)})
        GROUP BY "leadId"
      ) a ON a."leadId" = l."id"
      WHERE ${r.within(Prisma.sql`l."firstActivityAt"`)}
        AND NOT (l."sources" <@ ARRAY['resume', 'application']::text[]) AND l."spamAt" IS NULL
    ), started AS (
      SELECT *, CASE extract(isodow FROM "la")
                  WHEN 6 THEN date_trunc('day', "la") + interval '2 days'
                  WHEN 7 THEN date_trunc('day', "la") + interval '1 day'
                  ELSE "la" END AS "clock"
      FROM arrived
    ), judged AS (
      -- The estimate is worked out only for a lead without a due time (coalesce stops at the first).
      SELECT "period", "at", "replied",
             coalesce("dueAt",
                      (("clock" + CASE WHEN extract(isodow FROM "clock") = 5 THEN interval '3 days'
                                       ELSE interval '1 day' END) AT TIME ZONE ${tz}) AT TIME ZONE 'UTC') AS "due"
      FROM started
    )
    SELECT "period"::text AS "period", count(*)::int AS "leads",
           count(*) FILTER (WHERE "replied" <= "due")::int AS "withinPromise",
           count(*) FILTER (WHERE "replied" > "due")::int AS "late",
           count(*) FILTER (WHERE "replied" IS NULL AND "due" < ${NOW})::int AS "overdue",
           count(*) FILTER (WHERE "replied" IS NULL AND "due" >= ${NOW})::int AS "waiting",
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "replied" - "at")))
             / 3600 AS "medianHours",
           (percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM "replied" - "at")))
             / 3600 AS "p90Hours"
    FROM judged GROUP BY GROUPING SETS (("period"), ())`;
}

/**
 * Assistant turns are the chats' messages (a contact form's message is no turn); a turn could not
 * answer when the Message trigger filed it in UnansweredTurn, dated as the message
 * (unanswered.ts): counted on each table's own time index, not joined message by message.
 */
async function unanswered(prisma: PrismaClient, r: Range) {
  return Promise.all([
    prisma.$queryRaw<{ period: string; turns: number; unanswered: number }[]>`
      WITH m AS (
        SELECT ${r.bucket(Prisma.sql`"timestamp"`)} AS "n", count(*) AS "turns"
        FROM "Message" WHERE ${r.within(Prisma.sql`"timestamp"`)} AND "sessionId" <> ${FORM}
        GROUP BY 1
      ), u AS (
        SELECT ${r.bucket(Prisma.sql`"createdAt"`)} AS "n", count(*) AS "unanswered"
        FROM "UnansweredTurn" WHERE ${r.within(Prisma.sql`"createdAt"`)} GROUP BY 1
      )
      SELECT p."period"::text AS "period", coalesce(m."turns", 0)::int AS "turns",
             coalesce(u."unanswered", 0)::int AS "unanswered"
      FROM (${r.periods}) p LEFT JOIN m USING ("n") LEFT JOIN u USING ("n")
      ORDER BY p."period"`,
    prisma.$queryRaw<{ reason: string; turns: number }[]>`
      SELECT "reason", count(*)::int AS "turns" FROM "UnansweredTurn"
      WHERE ${r.within(Prisma.sql`"createdAt"`)} GROUP BY "reason" ORDER BY 2 DESC, 1`,
  ]);
}

/** `GET /api/admin/reports`: every chart of the Dashboard for one range, its statements in parallel. */
export async function dashboardReport(
  prisma: PrismaClient,
  input: ReportQuery,
): Promise<DashboardReport> {
  const query = ReportQuery.parse(input);
  const r = range(query);
  const [volumeRows, intentRows, replyRows, [turnRows, reasons]] = await Promise.all([
    volume(prisma, r),
    intents(prisma, r),
    firstReply(prisma, r),
    unanswered(prisma, r),
  ]);
  const replyTotals = replyRows.find((row) => row.period === null);
  const sum = <T>(rows: T[], pick: (row: T) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const chats = sum(volumeRows, (row) => row.chats);
  const converted = sum(volumeRows, (row) => row.converted);
  const turns = sum(turnRows, (row) => row.turns);
  const unansweredTurns = sum(turnRows, (row) => row.unanswered);
  const replyByPeriod = new Map(replyRows.map((row) => [row.period, row]));
  return {
    from: query.from,
    to: query.to,
    granularity: query.granularity,
    timeZone: REPORT_TIME_ZONE,
    volume: volumeRows.map(({ converted: _converted, ...row }) => row),
    conversion: {
      totals: { chats, converted, rate: ratio(converted, chats) },
      series: volumeRows.map((row) => ({
        period: row.period,
        chats: row.chats,
        converted: row.converted,
        rate: ratio(row.converted, row.chats),
      })),
    },
    intents: intentRows,
    firstReply: {
      totals: {
        leads: replyTotals?.leads ?? 0,
        withinPromise: replyTotals?.withinPromise ?? 0,
        late: replyTotals?.late ?? 0,
        overdue: replyTotals?.overdue ?? 0,
        waiting: replyTotals?.waiting ?? 0,
        medianHours: rounded(replyTotals?.medianHours ?? null),
        p90Hours: rounded(replyTotals?.p90Hours ?? null),
      },
      // Every period, as the other series have them.
      series: volumeRows.map(({ period }) => {
        const row = replyByPeriod.get(period);
        return {
          period,
          leads: row?.leads ?? 0,
          withinPromise: row?.withinPromise ?? 0,
          late: row?.late ?? 0,
          overdue: row?.overdue ?? 0,
          waiting: row?.waiting ?? 0,
        };
      }),
    },
    unanswered: {
      totals: { turns, unanswered: unansweredTurns, share: ratio(unansweredTurns, turns) },
      series: turnRows.map((row) => ({ ...row, share: ratio(row.unanswered, row.turns) })),
      reasons,
    },
  };
}

const share = (value: number | null) => (value === null ? '' : value.toFixed(4));

/** One chart's data as CSV (csv.ts: a header row, CRLF, no cell a spreadsheet would run). */
export async function reportCsv(
  prisma: PrismaClient,
  chart: ReportChart,
  input: ReportQuery,
): Promise<string> {
  const report = await dashboardReport(prisma, input);
  const table = ((): [string[], unknown[][]] => {
    switch (chart) {
      case 'volume':
        return [
          [
            'Period',
            'Chats',
            'Contact forms',
            'Leads: chat',
            'Leads: contact form',
            'Leads: brief',
            'Leads: resume',
            'Leads: application',
          ],
          report.volume.map((row) => [
            row.period,
            row.chats,
            row.forms,
            row.leadsChat,
            row.leadsContactForm,
            row.leadsBrief,
            row.leadsResume,
            row.leadsApplication,
          ]),
        ];
      case 'conversion':
        return [
          ['Period', 'Chats', 'Chats with a lead', 'Conversion'],
          report.conversion.series.map((row) => [
            row.period,
            row.chats,
            row.converted,
            share(row.rate),
          ]),
        ];
      case 'intents':
        return [
          ['Intent', 'Chats', 'Contact forms'],
          report.intents.map((row) => [row.intent, row.chats, row.forms]),
        ];
      case 'first-reply':
        return [
          [
            'Period',
            'Leads',
            'Replied within one business day',
            'Replied late',
            'Overdue',
            'Waiting',
          ],
          report.firstReply.series.map((row) => [
            row.period,
            row.leads,
            row.withinPromise,
            row.late,
            row.overdue,
            row.waiting,
          ]),
        ];
      case 'unanswered':
        return [
          ['Period', 'Assistant turns', 'Could not answer', 'Share'],
          report.unanswered.series.map((row) => [
            row.period,
            row.turns,
            row.unanswered,
            share(row.share),
          ]),
        ];
    }
  })();
  return csvHeader(table[0]) + csvRows(table[1]);
}
