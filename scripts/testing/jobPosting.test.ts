import { jobPostingJsonLd, type Role } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import { jobPostingProblems } from './jobPosting.ts';

const role: Role = {
  slug: 'senior-copywriter',
  title: 'Senior Copywriter',
  track: 'full-time',
  discipline: 'copywriting',
  workMode: 'hybrid',
  payMin: 105_000,
  payMax: 135_000,
  payUnit: 'year',
  description: 'Write the lines people remember.\n\n- Concepts\n- Scripts',
  requirements: '- Six years in an agency',
  openings: 1,
  status: 'open',
  datePosted: '2026-11-01T17:00:00.000Z',
  validThrough: '2027-01-15T08:00:00.000Z',
  updatedAt: '2026-11-01T17:00:00.000Z',
};
const ORIGIN = 'https://www.silverlakecreative.test';

describe("the JobPosting check (Google's required and recommended fields)", () => {
  it('passes our postings: on site or hybrid with the studio address, remote as TELECOMMUTE', () => {
    expect(jobPostingProblems(jobPostingJsonLd(role, ORIGIN))).toEqual([]);
    const remote = jobPostingJsonLd({ ...role, workMode: 'remote' }, ORIGIN);
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(remote).not.toHaveProperty('jobLocation');
    expect(jobPostingProblems(remote)).toEqual([]);
    const intern = jobPostingJsonLd(
      { ...role, track: 'internship', payMin: 22, payMax: 22, payUnit: 'hour' },
      ORIGIN,
    );
    expect(intern).toMatchObject({
      employmentType: 'INTERN',
      baseSalary: { value: { minValue: 22, maxValue: 22, unitText: 'HOUR' } },
    });
    expect(jobPostingProblems(intern)).toEqual([]);
  });

  it('catches each required field missing or malformed', () => {
    const good = jobPostingJsonLd(role, ORIGIN) as unknown as Record<string, unknown>;
    const without = (key: string) => {
      const copy = { ...good };
      delete copy[key];
      return copy;
    };
    expect(jobPostingProblems(without('title'))).toContain('title is required');
    expect(jobPostingProblems(without('description'))[0]).toMatch(/^description is required/);
    expect(jobPostingProblems(without('datePosted'))[0]).toMatch(/^datePosted is required/);
    expect(jobPostingProblems(without('hiringOrganization'))[0]).toMatch(/^hiringOrganization/);
    expect(jobPostingProblems(without('jobLocation'))[0]).toMatch(/^jobLocation is required/);
    expect(jobPostingProblems(without('baseSalary'))).toContain(
      'baseSalary must be a MonetaryAmount',
    );
    expect(
      jobPostingProblems({ ...without('jobLocation'), jobLocationType: 'TELECOMMUTE' })[0],
    ).toMatch(/applicantLocationRequirements/);
    expect(jobPostingProblems({ ...good, validThrough: good.datePosted })).toContain(
      'validThrough must be after datePosted',
    );
    expect(jobPostingProblems({ ...good, employmentType: 'full time' })[0]).toMatch(
      /^employmentType/,
    );
    expect(
      jobPostingProblems({
        ...good,
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'dollars',
          value: { '@type': 'QuantitativeValue', minValue: 9, maxValue: 5, unitText: 'ANNUAL' },
        },
      }),
    ).toEqual([
      'baseSalary.currency must be an ISO 4217 code',
      'baseSalary minValue must not exceed maxValue',
      'baseSalary unitText must be one of HOUR, DAY, WEEK, MONTH, YEAR',
    ]);
  });

  it('puts the whole posting, escaped, in the HTML description', () => {
    const posting = jobPostingJsonLd(
      { ...role, description: 'We make <script>alert(1)</script> ads.\n\n## Perks\n- Tacos' },
      ORIGIN,
    ) as { description: string };
    expect(posting.description).toContain(
      '<p>We make &#60;script&#62;alert(1)&#60;/script&#62; ads.</p>',
    );
    expect(posting.description).toContain('<h3>Perks</h3><ul><li>Tacos</li></ul>');
    expect(posting.description).toContain(
      '<h3>Requirements</h3><ul><li>Six years in an agency</li></ul>',
    );
    expect(posting.description).toContain('<p>$105,000–$135,000 a year (USD).</p>');
  });
});
