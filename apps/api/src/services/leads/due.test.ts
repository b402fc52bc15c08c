import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type BusinessCalendar } from '../../env.ts';
import { replyDue } from './due.ts';

const calendar = loadConfig({}).businessCalendar;

/** A Los Angeles wall-clock time, written with its offset (-08:00 in winter, -07:00 in summer). */
const at = (local: string) => new Date(local);
const due = (local: string, cal: BusinessCalendar = calendar) =>
  replyDue(at(local), cal).toISOString();

describe('replyDue: one business day, counted in business hours', () => {
  it('defaults to 09:00-17:00, Monday to Friday, in Los Angeles', () => {
    expect(calendar).toMatchObject({
      timeZone: 'America/Los_Angeles',
      openMinutes: 540,
      closeMinutes: 1020,
      weekdays: [1, 2, 3, 4, 5],
    });
  });

  it('a lead on Friday at 16:00 is due on Monday at 16:00: the weekend is skipped', () => {
    expect(due('2026-11-20T16:00:00-08:00')).toBe(at('2026-11-23T16:00:00-08:00').toISOString());
  });

  it('a lead on a weekday within hours is due at the same time the next business day', () => {
    expect(due('2026-12-01T10:30:00-08:00')).toBe(at('2026-12-02T10:30:00-08:00').toISOString());
  });

  it('a lead after closing, before opening or at the weekend is due at the close of the next open day', () => {
    expect(due('2026-12-01T20:00:00-08:00')).toBe(at('2026-12-02T17:00:00-08:00').toISOString());
    expect(due('2026-12-01T07:00:00-08:00')).toBe(at('2026-12-01T17:00:00-08:00').toISOString());
    expect(due('2026-11-21T10:00:00-08:00')).toBe(at('2026-11-23T17:00:00-08:00').toISOString());
    expect(due('2026-12-04T17:00:00-08:00')).toBe(at('2026-12-07T17:00:00-08:00').toISOString());
  });

  it('skips listed holidays: Wednesday 15:00 before Thanksgiving (and the Friday after) is due Monday 15:00', () => {
    expect(calendar.holidays).toEqual(expect.arrayContaining(['2026-11-26', '2026-11-27']));
    expect(due('2026-11-25T15:00:00-08:00')).toBe(at('2026-11-30T15:00:00-08:00').toISOString());
    const noHolidays = { ...calendar, holidays: [] };
    expect(due('2026-11-25T15:00:00-08:00', noHolidays)).toBe(
      at('2026-11-26T15:00:00-08:00').toISOString(),
    );
  });

  it('counts wall-clock hours across a change of daylight saving time', () => {
    // 14 March 2027: clocks go forward; Friday is -08:00, Monday -07:00.
    expect(due('2027-03-12T16:00:00-08:00')).toBe(at('2027-03-15T16:00:00-07:00').toISOString());
  });

  it('follows the configured hours, days, holidays and zone', () => {
    const custom = loadConfig({
      BUSINESS_TIMEZONE: 'America/New_York',
      BUSINESS_HOURS: '10:00-14:00',
      BUSINESS_DAYS: 'tuesday,thursday',
      BUSINESS_HOLIDAYS: '2026-12-03',
    }).businessCalendar;
    // Tuesday 13:00: 1 hour that day, Thursday is a holiday, 3 hours on the next Tuesday.
    expect(due('2026-12-01T13:00:00-05:00', custom)).toBe(
      at('2026-12-08T13:00:00-05:00').toISOString(),
    );
  });
});

describe('business calendar configuration', () => {
  it.each([
    ['BUSINESS_HOURS', '17:00-09:00', 'BUSINESS_HOURS must be opening-closing'],
    ['BUSINESS_HOURS', '9-5', 'BUSINESS_HOURS must be opening-closing'],
    ['BUSINESS_DAYS', 'monday,funday', 'BUSINESS_DAYS must be weekdays'],
    ['BUSINESS_HOLIDAYS', '2026-02-30', 'BUSINESS_HOLIDAYS must be dates as YYYY-MM-DD'],
    ['BUSINESS_TIMEZONE', 'Pacific/Nowhere', 'BUSINESS_TIMEZONE must be an IANA time zone'],
  ])('%s=%s is refused at start, naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
