import { describe, expect, it } from 'vitest';
import { RoleCreate, RoleFilters } from './careers.ts';
import { formatPay, isRoleOpen, roleFiltersFrom, textBlocks } from './careersText.ts';

describe('careers rules', () => {
  it('reads the filters of an address as RoleFilters does, without zod', () => {
    for (const query of [
      '',
      'track=internship',
      'track=astronaut&discipline=design',
      'discipline=media&track=freelancer',
    ]) {
      const search = new URLSearchParams(query);
      expect(roleFiltersFrom(search), query).toEqual(
        RoleFilters.parse({
          track: search.get('track') ?? undefined,
          discipline: search.get('discipline') ?? undefined,
        }),
      );
    }
  });

  it('states pay as posted', () => {
    expect(formatPay({ payMin: 105_000, payMax: 135_000, payUnit: 'year' })).toBe(
      '$105,000–$135,000 a year',
    );
    expect(formatPay({ payMin: 22, payMax: 22, payUnit: 'hour' })).toBe('$22 an hour');
    expect(formatPay({ payMin: 22.5, payMax: 30, payUnit: 'hour' })).toBe('$22.50–$30 an hour');
  });

  it('refuses a posting without a sound pay range or with its deadline before its posting', () => {
    const role = {
      title: 'Designer',
      track: 'full-time',
      discipline: 'design',
      workMode: 'remote',
      payMin: 90_000,
      payMax: 80_000,
      payUnit: 'year',
      description: 'Design the look of campaigns for brands we love.',
      requirements: '- A portfolio',
    } as const;
    expect(RoleCreate.safeParse(role).error?.issues[0]?.message).toBe(
      'Maximum pay must be at least the minimum pay',
    );
    expect(
      RoleCreate.safeParse({ ...role, payMax: 100_000, payMin: 95.555 }).error?.issues[0]?.message,
    ).toBe('Minimum pay must have at most 2 decimals');
    expect(
      RoleCreate.safeParse({
        ...role,
        payMax: 100_000,
        datePosted: '2027-01-02T00:00:00Z',
        validThrough: '2027-01-01T00:00:00Z',
      }).error?.issues[0]?.message,
    ).toBe('Valid through must be after the date posted');
    expect(RoleCreate.safeParse({ ...role, payMax: 100_000 }).success).toBe(true);
  });

  it('is open while published and before its validThrough', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(isRoleOpen({ status: 'open', validThrough: null }, now)).toBe(true);
    expect(isRoleOpen({ status: 'open', validThrough: '2026-12-01T00:00:01Z' }, now)).toBe(true);
    expect(isRoleOpen({ status: 'open', validThrough: '2026-12-01T00:00:00Z' }, now)).toBe(false);
    expect(isRoleOpen({ status: 'draft', validThrough: null }, now)).toBe(false);
  });

  it('reads Markdown into headings, paragraphs and lists, never markup', () => {
    expect(
      textBlocks('Intro line\nsecond line\n\n## Perks\n- Tacos\n  on Fridays\n* <b>Health</b>'),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro line second line' },
      { kind: 'heading', text: 'Perks' },
      { kind: 'list', items: ['Tacos on Fridays', '<b>Health</b>'] },
    ]);
  });
});
