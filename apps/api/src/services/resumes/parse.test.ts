import { fileTypeFromBuffer } from 'file-type';
import { getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_FIXTURES,
  MAX_UPLOAD_BYTES,
  buildDeckPdf,
  buildEmptyFile,
  buildHeaderOnlyPdf,
  buildImages,
  buildOversizedPdf,
  buildPngAsPdf,
  buildTruncatedPdf,
} from '../../../test/fixtures/files.ts';
import {
  FIXTURE_NOW,
  RESUME_FIXTURES,
  type ResumeFixture,
} from '../../../test/fixtures/resumes.ts';
import { findRanges, mergeIntervals, yearsFromIntervals } from './dates.ts';
import {
  PARSER_VERSION,
  ResumeParseError,
  parseResumePdf,
  parseResumeText,
  type ParsedResume,
} from './parse.ts';

interface Run {
  fixture: ResumeFixture;
  bytes: Uint8Array;
  parsed: ParsedResume;
}

function parseFixture(
  fixture: ResumeFixture,
  bytes: Uint8Array,
  now: Date = FIXTURE_NOW,
): Promise<ParsedResume> {
  return fixture.mime === 'text/plain'
    ? Promise.resolve(parseResumeText(new TextDecoder().decode(bytes), { now }))
    : parseResumePdf(bytes, { now });
}

const runs: Run[] = [];
const textResumes = () => runs.filter((r) => r.fixture.expected.hasTextLayer !== false);

beforeAll(async () => {
  for (const fixture of RESUME_FIXTURES) {
    const bytes = await fixture.build();
    runs.push({ fixture, bytes, parsed: await parseFixture(fixture, bytes) });
  }
}, 60_000);

describe('resume fixtures', () => {
  it('covers at least 12 resumes, one of them plain text and one a scan', () => {
    expect(RESUME_FIXTURES.length).toBeGreaterThanOrEqual(12);
    expect(RESUME_FIXTURES.some((f) => f.mime === 'text/plain')).toBe(true);
    expect(RESUME_FIXTURES.some((f) => f.expected.hasTextLayer === false)).toBe(true);
    for (const r of runs) expect(r.bytes.length).toBeGreaterThan(0);
  });

  it('finds name, email and phone on all but at most one resume (accuracy table)', () => {
    const rows = textResumes().map(({ fixture, parsed }) => {
      const e = fixture.expected;
      const skillsFound = (e.skills ?? []).filter((s) => parsed.skills.value.includes(s)).length;
      const years = parsed.experienceYears.value;
      return {
        fixture: fixture.fileName,
        name: parsed.name.value === e.name,
        email: parsed.email.value === e.email,
        phone: parsed.phone.value === e.phone,
        skills: `${skillsFound}/${e.skills?.length ?? 0}`,
        skillsOk: skillsFound === (e.skills?.length ?? 0),
        years: e.experienceYears === undefined ? 'n/a' : `${years} (want ~${e.experienceYears})`,
        yearsOk:
          e.experienceYears === undefined ||
          (years !== null && Math.abs(years - e.experienceYears) <= 1),
        got:
          parsed.name.value === e.name &&
          parsed.email.value === e.email &&
          parsed.phone.value === e.phone
            ? ''
            : `${parsed.name.value} / ${parsed.email.value} / ${parsed.phone.value}`,
      };
    });
    const n = rows.length;
    const pct = (k: number) => `${k}/${n} (${Math.round((k / n) * 100)}%)`;
    const summary = {
      name: pct(rows.filter((r) => r.name).length),
      email: pct(rows.filter((r) => r.email).length),
      phone: pct(rows.filter((r) => r.phone).length),
      skills: pct(rows.filter((r) => r.skillsOk).length),
      experienceYears: pct(rows.filter((r) => r.yearsOk).length),
    };
    console.log('\nResume parser accuracy per fixture');
    console.table(rows.map(({ skillsOk: _s, yearsOk: _y, ...r }) => r));
    console.log('Accuracy per field:');
    console.table(summary);
    for (const field of ['name', 'email', 'phone'] as const) {
      expect(
        rows.filter((r) => r[field]).length,
        `${field} right on ${n - 1} of ${n}`,
      ).toBeGreaterThanOrEqual(n - 1);
    }
    expect(rows.filter((r) => r.skillsOk).length).toBeGreaterThanOrEqual(n - 2);
    expect(rows.filter((r) => r.yearsOk).length).toBeGreaterThanOrEqual(n - 2);
  });

  it('finds the expected links', () => {
    for (const { fixture, parsed } of runs) {
      for (const [kind, url] of Object.entries(fixture.expected.links ?? {})) {
        expect(
          parsed.links[kind as keyof typeof fixture.expected.links],
          `${fixture.fileName} ${kind}`,
        ).toBe(url);
      }
    }
  });

  it('reports pages and keeps the text and parser version', () => {
    for (const { fixture, parsed } of runs) {
      expect(parsed.parserVersion).toBe(PARSER_VERSION);
      expect(PARSER_VERSION).toBe('resume-parser/1.0.0');
      if (fixture.expected.pages) expect(parsed.pages).toBe(fixture.expected.pages);
      if (fixture.expected.hasTextLayer !== false) {
        expect(parsed.hasTextLayer).toBe(true);
        expect(parsed.text.length).toBeGreaterThan(200);
        // the text keeps what the fields came from
        if (fixture.expected.email)
          expect(parsed.text.toLowerCase()).toContain(fixture.expected.email);
      }
    }
  });

  it('keeps every confidence within [0, 1]', () => {
    for (const { parsed } of runs) {
      for (const field of [
        parsed.name,
        parsed.email,
        parsed.phone,
        parsed.skills,
        parsed.experienceYears,
        parsed.experienceSummary,
        parsed.education,
      ]) {
        expect(field.confidence).toBeGreaterThanOrEqual(0);
        expect(field.confidence).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives a short experience summary and education entries', () => {
    const emily = runs.find((r) => r.fixture.fileName === 'emily-carter-resume.pdf')!.parsed;
    expect(emily.experienceSummary.value).toMatch(
      /^13 years — Senior Art Director at Wieden\+Kennedy/,
    );
    expect(emily.education.value[0]).toMatchObject({
      institution: 'ArtCenter College of Design',
      year: '2012',
    });
    for (const { parsed } of textResumes()) {
      expect((parsed.experienceSummary.value ?? '').length).toBeLessThanOrEqual(200);
    }
  });
});

describe('layout', () => {
  it('reads two-column layouts column by column, never fusing them into one line', () => {
    const twoColumn = runs.filter((r) => r.fixture.columns);
    expect(twoColumn.length).toBeGreaterThanOrEqual(2);
    for (const { fixture, parsed } of twoColumn) {
      expect(parsed.name.value).toBe(fixture.expected.name);
      const lines = parsed.text.split('\n');
      for (const s of [...fixture.columns!.left, ...fixture.columns!.right]) {
        expect(
          lines.some((l) => l.includes(s)),
          `${fixture.fileName}: "${s}" is in the text`,
        ).toBe(true);
      }
      for (const line of lines) {
        const l = fixture.columns!.left.find((s) => line.includes(s));
        const r = fixture.columns!.right.find((s) => line.includes(s));
        expect(l && r ? `"${line}" mixes "${l}" and "${r}"` : null).toBeNull();
      }
    }
  });

  it('keeps right-aligned dates on the job line in a one-column layout', () => {
    const emily = runs.find((r) => r.fixture.fileName === 'emily-carter-resume.pdf')!.parsed;
    expect(emily.text).toMatch(
      /Senior Art Director — Wieden\+Kennedy, Los Angeles, CA\s+Jan 2018 – Present/,
    );
  });

  it('reads a margin column of section labels as labels of the lines beside them', () => {
    const tom = runs.find((r) => r.fixture.fileName === 'tom-alvarez.pdf')!.parsed;
    expect(tom.text).toMatch(/^EXPERIENCE\s+Senior Copywriter, Deutsch LA/m);
    expect(tom.experienceYears.confidence).toBeGreaterThanOrEqual(0.7);
    expect(tom.education.value[0]).toMatchObject({ institution: 'Emerson College', year: '2016' });
  });

  it('closes up letter-spaced type', () => {
    const nina = runs.find((r) => r.fixture.fileName === 'nina_patel.pdf')!.parsed;
    expect(nina.text.startsWith('NINA PATEL')).toBe(true);
    expect(nina.name).toMatchObject({ value: 'Nina Patel' });
    expect(nina.name.confidence).toBeGreaterThan(0.8);
  });

  it('does not take RESUME, a title or a city for the name', () => {
    const lukas = runs.find((r) => r.fixture.fileName === 'resume.pdf')!.parsed;
    expect(lukas.name.value).toBe('Lukas Becker');
    const joao = runs.find((r) => r.fixture.fileName === 'joao-pereira.pdf')!.parsed;
    expect(joao.name.value).toBe('João Pereira');
  });
});

describe('unreadable input', () => {
  it('returns hasTextLayer false and empty fields for a scan', async () => {
    const scan = runs.find((r) => r.fixture.expected.hasTextLayer === false)!;
    expect(scan.parsed.hasTextLayer).toBe(false);
    expect(scan.parsed.name.value).toBeNull();
    expect(scan.parsed.email.value).toBeNull();
    expect(scan.parsed.phone.value).toBeNull();
    expect(scan.parsed.skills.value).toEqual([]);
    expect(scan.parsed.experienceYears.value).toBeNull();
    expect(scan.parsed.pages).toBe(1);
  });

  it('throws a readable ResumeParseError for truncated, empty, fake and non-PDF files', async () => {
    for (const build of [buildTruncatedPdf, buildEmptyFile, buildPngAsPdf, buildHeaderOnlyPdf]) {
      const bytes = await build();
      const error = await parseResumePdf(bytes).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, build.name).toBeInstanceOf(ResumeParseError);
      const message = (error as Error).message;
      expect(message).toMatch(/^[A-Z].*[.?]$/);
      expect(message).not.toMatch(/exception|xref|undefined|pdf\.js/i);
    }
  });

  it('treats an empty text file as an empty resume', () => {
    const parsed = parseResumeText('');
    expect(parsed.name.value).toBeNull();
    expect(parsed.skills.value).toEqual([]);
    expect(parsed.parserVersion).toBe(PARSER_VERSION);
  });
});

describe('dates and now', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  const months = (text: string) => mergeIntervals(findRanges(text, now)).months;

  it('reads the usual date range formats', () => {
    expect(months('Jan 2018 – Present')).toBe(90);
    expect(months('January 2018 - current')).toBe(90);
    expect(months('2015-2019')).toBe(48);
    expect(months('03/2016 - 08/2020')).toBe(54);
    expect(months('Summer 2022')).toBe(3);
    expect(months("Sept '19 to Mar '21")).toBe(19);
    expect(months('Ene 2020 – Actual')).toBe(66);
    expect(months('Since 2023')).toBe(24);
    expect(months('Q2 2021 – Q4 2021')).toBe(9);
  });

  it('merges overlapping ranges', () => {
    const ranges = [
      ...findRanges('Jan 2018 - Dec 2020', now),
      ...findRanges('Jun 2019 - Jun 2021', now),
      ...findRanges('2010 - 2011', now),
    ];
    expect(mergeIntervals(ranges).months).toBe(42 + 12);
    expect(yearsFromIntervals(ranges)).toBe(4.5);
  });

  it("uses the `now` it is given for 'Present', and is deterministic", async () => {
    const fixture = RESUME_FIXTURES.find((f) => f.fileName === 'emily-carter-resume.pdf')!;
    const bytes = await fixture.build();
    const a = await parseResumePdf(bytes, { now: FIXTURE_NOW });
    const b = await parseResumePdf(bytes, FIXTURE_NOW);
    expect(b).toEqual(a);
    const later = await parseResumePdf(bytes, { now: new Date('2026-06-15T12:00:00Z') });
    expect(later.experienceYears.value).toBeCloseTo(a.experienceYears.value! + 1, 5);
    const text = 'Jane Doe\njane@doe.com\nEXPERIENCE\nDesigner at Studio X, Jan 2020 – Present';
    expect(
      parseResumeText(text, { now: new Date('2021-01-31T00:00:00Z') }).experienceYears.value,
    ).toBe(1.1);
    expect(parseResumeText(text, { now: new Date('2021-01-31T00:00:00Z') })).toEqual(
      parseResumeText(text, { now: new Date('2021-01-31T00:00:00Z') }),
    );
  });

  it('does not read a date range as a phone number', () => {
    const parsed = parseResumeText(
      'Jane Doe\nEXPERIENCE\nDesigner, Studio X   03/2016 - 08/2020\n2015-2019 Freelance designer',
    );
    expect(parsed.phone.value).toBeNull();
  });
});

describe('skills and contacts', () => {
  it("reads 'AE' as After Effects only next to design tools, and never 'PS'", () => {
    const agency = parseResumeText(
      'Jane Doe\nEXPERIENCE\nAccount Executive (AE) at RPA, 2019 - 2021\nPS: references on request',
    );
    expect(agency.skills.value).not.toContain('Adobe After Effects');
    expect(agency.skills.value).not.toContain('Adobe Photoshop');
    expect(agency.skills.value).toContain('Account Management');
    const tools = parseResumeText('Jane Doe\nSKILLS\nPhotoshop, AE, Premiere, C4D');
    expect(tools.skills.value).toEqual(
      expect.arrayContaining([
        'Adobe Photoshop',
        'Adobe After Effects',
        'Adobe Premiere Pro',
        'Cinema 4D',
      ]),
    );
  });

  it('reads a number without country code by the country the resume names, keeping an unparseable one as written', () => {
    expect(parseResumeText('Oliver Bennett\nLondon, UK · 020 7946 0958').phone.value).toBe(
      '+442079460958',
    );
    expect(parseResumeText('Ana Souza\nSão Paulo, Brasil · (11) 91234-5678').phone.value).toBe(
      '+5511912345678',
    );
    const odd = parseResumeText('Jane Doe\nPhone: 555-12-34-567-89');
    expect(odd.phone.value).toBe('555-12-34-567-89');
    expect(odd.phone.confidence).toBeLessThan(0.5);
  });

  it('reads a name from an email when no line looks like one', () => {
    const parsed = parseResumeText(
      'RESUME\njane.doe@example.com\nEXPERIENCE\nDesigner, 2019 - 2021',
    );
    expect(parsed.name.value).toBe('Jane Doe');
    expect(parsed.name.confidence).toBeLessThan(0.5);
  });
});

describe('file fixtures', () => {
  // How long building it takes is printed by bench:files, not asserted here.
  it('builds a PDF over 20 MB that pdf.js opens', async () => {
    const big = await buildOversizedPdf();
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const doc = await getDocumentProxy(new Uint8Array(big), { verbosity: 0 });
    expect(doc.numPages).toBe(1);
    await doc.loadingTask.destroy();
  });

  it('builds a readable 2-page deck and small images of the right types', async () => {
    const deck = await parseResumePdf(await buildDeckPdf());
    expect(deck.pages).toBe(2);
    expect(deck.text).toContain('Budget and Timeline');
    const images = await buildImages();
    expect((await fileTypeFromBuffer(images.png))?.mime).toBe('image/png');
    expect((await fileTypeFromBuffer(images.jpeg))?.mime).toBe('image/jpeg');
    expect((await fileTypeFromBuffer(images.webp))?.mime).toBe('image/webp');
    expect((await fileTypeFromBuffer(images.gif))?.mime).toBe('image/gif');
    expect((await fileTypeFromBuffer(await buildPngAsPdf()))?.mime).toBe('image/png');
    expect(Object.keys(FILE_FIXTURES)).toEqual(
      expect.arrayContaining([
        'deck',
        'oversized',
        'pngAsPdf',
        'empty',
        'truncated',
        'jpeg',
        'webp',
        'gif',
      ]),
    );
  });
});
