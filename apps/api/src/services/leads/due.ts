// The site promises a reply within one business day. A lead's due time counts that day in business
// hours: from the moment the lead came in, the length of one business day (e.g. 8 hours for
// 09:00-17:00) is counted only while the agency is open, in its time zone, skipping days it is
// closed and listed holidays. So Friday 16:00 is due Monday 16:00, and Saturday 10:00 (or Friday
// 20:00) is due Monday 17:00 (docs/decisions/015-new-and-late.md).
import type { BusinessCalendar } from '../../env.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local calendar date and wall clock of an instant in a time zone. */
function localParts(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The zone's offset from UTC at an instant, in milliseconds (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string) {
  const p = localParts(instant, timeZone);
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (instant - (instant % 1000))
  );
}

/**
 * The instant a wall-clock time of a local date has in the zone. Across a DST change the offset of
 * the first guess can be wrong by an hour, so it is taken again at the result.
 */
function zonedInstant(
  date: { year: number; month: number; day: number },
  minutes: number,
  timeZone: string,
) {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

const isoDate = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** The day after a calendar date (pure date arithmetic, no zone). */
function nextDate(date: { year: number; month: number; day: number }) {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day) + DAY_MS);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/**
 * When a reply to a lead that came in at `from` is due. The calendar is checked at start (at least
 * one open weekday, opening before closing), so the walk ends within a week past any holidays.
 */
export function replyDue(from: Date, calendar: BusinessCalendar): Date {
  const { timeZone, openMinutes, closeMinutes, weekdays, holidays } = calendar;
  let remaining = (closeMinutes - openMinutes) * 60_000;
  const local = localParts(from.getTime(), timeZone);
  let date = { year: local.year, month: local.month, day: local.day };
  for (let day = 0; day < 3660; day++) {
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    if (weekdays.includes(weekday) && !holidays.includes(isoDate(date))) {
      const open = zonedInstant(date, openMinutes, timeZone);
      const close = zonedInstant(date, closeMinutes, timeZone);
      const start = Math.max(open, from.getTime());
      if (start < close) {
        if (start + remaining <= close) return new Date(start + remaining);
        remaining -= close - start;
      }
    }
    date = nextDate(date);
  }
  throw new Error('The business calendar has no open day in ten years');
}
