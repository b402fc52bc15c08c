// The admin's Dashboard: what the site brought in over a range of days, counted by the database.
import { z } from 'zod';

/** Days are the agency's days: a chat at 10 pm in Los Angeles counts on that day, not UTC's next. */
export const REPORT_TIME_ZONE = 'America/Los_Angeles';

/** A year and a day: a year compared with the same day of the year before. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_GRANULARITIES = ['day', 'week'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

export const REPORT_CHARTS = [
  'volume',
  'conversion',
  'intents',
  'first-reply',
  'unanswered',
] as const;
export const ReportChart = z.enum(REPORT_CHARTS, {
  error: `Chart must be one of ${REPORT_CHARTS.join(', ')}`,
});
export type ReportChart = z.infer<typeof ReportChart>;

const DAY_MS = 86_400_000;

const ReportDate = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date written YYYY-MM-DD`)
    // 2026-02-30 matches the pattern; a date that does not round-trip is not a day.
    // Postgres has no year 0, and the site none before 2000: refused here, not a 500 there.
    .refine((value) => value >= '2000-01-01', {
      message: `${name} must be in the year 2000 or later`,
    })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      },
      { message: `${name} is not a day of the calendar` },
    );

/** Both ends included, as the date pickers show them. */
export const ReportQuery = z
  .object({
    from: ReportDate('from'),
    to: ReportDate('to'),
    granularity: z
      .enum(REPORT_GRANULARITIES, { error: 'granularity must be day or week' })
      .default('day'),
  })
  .superRefine(({ from, to }, ctx) => {
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (Number.isNaN(days)) return;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days > REPORT_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range is ${days} days; at most ${REPORT_MAX_DAYS} can be shown at once`,
      });
  });
export type ReportQuery = z.input<typeof ReportQuery>;

export const ReportCsvParams = z.object({ chart: ReportChart });
