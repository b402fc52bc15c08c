import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  Card,
  CaseStudy,
  AGENCY,
  AWARD_BADGES,
  AnswerUnit,
  PERSONA_ANIMATIONS,
  PHYSICS_DEFAULTS,
  PORTFOLIO_SERVICES,
  PhysicsConfig,
  SERVICE_CATALOG,
  SampleContent,
  Service,
  Slug,
  slugify,
  aboutCopy,
  RoleChecked,
  roleSlugFromTitle,
} from '@agency/schema';
import {
  answers,
  answerPhrasings,
  cards,
  caseStudies,
  physicsConfigs,
  roles,
  sampleContent,
  services,
} from './index.ts';

const SERVICE_SLUGS = [
  'creative-campaigns',
  'digital-marketing',
  'video-production',
  'brand-strategy',
  'media-buying',
  'social-media',
  'influencer-marketing',
];
const CASE_STUDY_IDS = [
  'imax',
  'golden-state-creamery',
  'taqueria-del-sol',
  'vaultline',
  'pacific-coast-credit-union',
  'sunset-strip-music-festival',
  'verde-wellness',
  'canyon-ridge-outfitters',
  'electra-motors',
];

const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

const publicFile = (path: string) =>
  fileURLToPath(new URL('../../../../../apps/web/public' + path, import.meta.url));

/** The HTML of cards and sample content: no scripts, styles, handlers or javascript: links. */
function expectSafeHtml(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|form|img)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
  for (const tag of tags) expect(['h3', 'p', 'ul', 'li', 'a']).toContain(tag);
  // every tag that opens also closes
  for (const tag of new Set(tags)) {
    const opens = (html.match(new RegExp(`<${tag}[\\s>]`, 'gi')) ?? []).length;
    const closes = (html.match(new RegExp(`</${tag}>`, 'gi')) ?? []).length;
    expect(opens, `<${tag}> balance`).toBe(closes);
  }
}

/** Internal links must point at pages that exist. */
function expectValidLinks(html: string) {
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
    if (href!.startsWith('/case-studies/')) {
      expect(CASE_STUDY_IDS).toContain(href!.slice('/case-studies/'.length));
    } else if (href!.startsWith('/services/')) {
      expect(SERVICE_SLUGS).toContain(href!.slice('/services/'.length));
    } else {
      expect(['/contact', '/about']).toContain(href);
    }
  }
}

function allMediaPaths(): string[] {
  const paths: string[] = [];
  for (const study of caseStudies) {
    const { images, videos, videoUrl } = CaseStudy.parse(study);
    if (images.thumbnail) paths.push(images.thumbnail);
    if (images.hero) paths.push(images.hero);
    paths.push(...images.gallery);
    if (Array.isArray(videos)) paths.push(...videos.map((video) => video.url));
    else if (videos) {
      if (videos.hero) paths.push(videos.hero);
      paths.push(...videos.gallery);
    }
    if (videoUrl) paths.push(videoUrl);
  }
  for (const items of Object.values(sampleContent)) {
    for (const item of items ?? []) paths.push(item.videoSrc);
  }
  return [...new Set(paths.filter((path) => path.startsWith('/media/')))];
}

describe('case studies', () => {
  it('are the nine expected studies, each valid, with unique slug ids', () => {
    expect(caseStudies.map((study) => study.id).sort()).toEqual([...CASE_STUDY_IDS].sort());
    expect(duplicates(caseStudies.map((study) => study.id))).toEqual([]);
    for (const study of caseStudies) {
      expect(() => CaseStudy.parse(study), study.id).not.toThrow();
      expect(Slug.safeParse(study.id).success, study.id).toBe(true);
      expect(slugify(study.id)).toBe(study.id);
    }
  });

  it('fill every field', () => {
    for (const input of caseStudies) {
      const study = CaseStudy.parse(input);
      const label = study.id;
      expect(study.duration, label).toBeTruthy();
      expect(study.strategy, label).toBeTruthy();
      expect(study.execution.length, label).toBeGreaterThanOrEqual(4);
      expect(study.execution.length, label).toBeLessThanOrEqual(6);
      expect(study.results.length, label).toBeGreaterThanOrEqual(4);
      expect(study.results.length, label).toBeLessThanOrEqual(5);
      for (const result of study.results) expect(result, label).toMatch(/\d/);
      expect(study.metrics?.primary, label).toBeTruthy();
      expect(study.metrics?.secondary.length, label).toBeGreaterThanOrEqual(3);
      expect(study.metrics?.secondary.length, label).toBeLessThanOrEqual(4);
      expect(study.services.length, label).toBeGreaterThanOrEqual(2);
      expect(study.services.length, label).toBeLessThanOrEqual(4);
      expect(study.quote?.text, label).toBeTruthy();
      expect(study.quote?.attribution.split(',').length, label).toBeGreaterThanOrEqual(3);
      expect(study.quote?.attribution.endsWith(study.client), label).toBe(true);
      expect(study.tags.length, label).toBeGreaterThanOrEqual(4);
      expect(study.tags.length, label).toBeLessThanOrEqual(7);
      expect(study.images).toEqual({
        thumbnail: `/media/case-studies/${label}/thumbnail.webp`,
        hero: `/media/case-studies/${label}/hero.webp`,
        gallery: [1, 2, 3].map((n) => `/media/case-studies/${label}/gallery-${n}.webp`),
      });
      expect(study.videos !== undefined || study.videoUrl !== undefined, label).toBe(true);
    }
  });

  it('only use portfolio services, each of the six at least twice', () => {
    const counts = new Map<string, number>();
    for (const study of caseStudies) {
      for (const service of study.services ?? []) {
        expect(PORTFOLIO_SERVICES as readonly string[]).toContain(service);
        counts.set(service, (counts.get(service) ?? 0) + 1);
      }
      expect(duplicates(study.services ?? []), study.id).toEqual([]);
    }
    for (const service of PORTFOLIO_SERVICES) {
      expect(counts.get(service) ?? 0, service).toBeGreaterThanOrEqual(2);
    }
  });

  it('use both video forms and the legacy single video', () => {
    const byId = Object.fromEntries(caseStudies.map((study) => [study.id, study]));
    for (const id of [
      'imax',
      'electra-motors',
      'sunset-strip-music-festival',
      'golden-state-creamery',
    ]) {
      const videos = byId[id]!.videos;
      expect(Array.isArray(videos), id).toBe(false);
      expect(videos && !Array.isArray(videos) && videos.hero).toBe(
        `/media/case-studies/${id}/hero.mp4`,
      );
    }
    for (const id of ['taqueria-del-sol', 'verde-wellness']) {
      const videos = byId[id]!.videos;
      expect(Array.isArray(videos), id).toBe(true);
      const list = videos as { format: string }[];
      expect(list.map((video) => video.format)).toEqual(['vertical', 'horizontal']);
    }
    expect(byId.vaultline!.videos).toBeUndefined();
    expect(byId.vaultline!.videoUrl).toBe('/media/video/showcase-brand-vision.mp4');
    const external = caseStudies.flatMap((study) =>
      study.videos && !Array.isArray(study.videos)
        ? (study.videos.gallery ?? []).filter((url) => /^https?:/.test(url))
        : [],
    );
    expect(external.length).toBeGreaterThan(0);
    for (const url of external) {
      expect(url).toMatch(
        /^https:\/\/(www\.youtube\.com\/watch\?v=[\w-]{11}|youtu\.be\/[\w-]{11}|vimeo\.com\/\d+)$/,
      );
    }
  });
});

describe('services', () => {
  it('cover the seven slugs, each valid and complete', () => {
    expect(services.map((service) => service.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
    expect(duplicates(services.map((service) => service.slug))).toEqual([]);
    for (const service of services) {
      expect(() => Service.parse(service), service.slug).not.toThrow();
      expect(service.keyServices.length).toBeGreaterThanOrEqual(5);
      expect(service.keyServices.length).toBeLessThanOrEqual(7);
      expect(service.capabilities.length).toBeGreaterThanOrEqual(5);
      expect(service.capabilities.length).toBeLessThanOrEqual(7);
      expect(service.approach.length).toBeGreaterThanOrEqual(4);
      expect(service.approach.length).toBeLessThanOrEqual(6);
      for (const step of service.approach) expect(step).toMatch(/^[A-Z][\w -]+: \S/);
      expect(service.results).toMatch(/\d/);
      expect(service.clientTypes.length).toBeGreaterThanOrEqual(4);
      expect(service.clientTypes.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('answer units', () => {
  it('are valid, with unique ids, known contexts and phrasings in both languages', () => {
    expect(answers.length).toBeGreaterThanOrEqual(70);
    expect(duplicates(answers.map((unit) => unit.id))).toEqual([]);
    for (const unit of answers) {
      expect(() => AnswerUnit.parse(unit), unit.id).not.toThrow();
      expect(unit.phrasingsEn.length, unit.id).toBeGreaterThanOrEqual(12);
      expect(unit.phrasingsEs.length, unit.id).toBeGreaterThanOrEqual(6);
      for (const text of [unit.textEn, unit.textEs])
        expect(text, unit.id).not.toMatch(/[*#`<>]|\]\(|^\s*- /m);
    }
    expect(Object.keys(answerPhrasings).sort()).toEqual(answers.map((unit) => unit.id).sort());
  });

  it('a phrasing belongs to one unit only', () => {
    const owner = new Map<string, string>();
    const claimed: string[] = [];
    for (const unit of answers)
      for (const phrasing of [...unit.phrasingsEn, ...unit.phrasingsEs]) {
        const key = phrasing.toLowerCase().trim();
        const other = owner.get(key);
        if (other && other !== unit.id) claimed.push(`${key} (${other}, ${unit.id})`);
        owner.set(key, unit.id);
      }
    expect(claimed).toEqual([]);
  });

  it('state the prices, awards and facts the public pages state', () => {
    const text = answers.map((unit) => unit.textEn).join('\n');
    expect(text).toContain(AGENCY.projectPriceRange);
    expect(text).toContain(AGENCY.retainerFrom);
    expect(text).toContain(`${AGENCY.clioAwards} Clio Awards`);
    expect(text).toContain('about 38');
    expect(text).toMatch(/six to ten weeks/);
    expect(text).toMatch(/twelve to twenty weeks/);
    expect(text).toContain(AGENCY.email);
  });

  it('name only services and case studies the seed has', () => {
    const slugs = new Set(services.map((service) => service.slug));
    for (const unit of answers)
      if (unit.composer?.startsWith('service:'))
        expect(slugs.has(unit.composer.slice('service:'.length)), unit.id).toBe(true);
    const clients = caseStudies.map((study) => study.client);
    const named = answers.flatMap((unit) =>
      [...unit.textEn.matchAll(/for ([A-Z][\w&' ]+?)(?=[,.;)]| had| with| we| in )/g)].map(
        (m) => m[1]!,
      ),
    );
    for (const name of named.filter((n) =>
      /Motors|Union|Festival|Creamery|Wellness|Outfitters/.test(n),
    ))
      expect(clients, name).toContain(name);
  });
});

describe("the service catalog is the one home of the services' names", () => {
  it('the seed has exactly its services, titled with its labels', () => {
    const pairs = (list: string[][]) => list.map((pair) => pair.join(' = ')).sort();
    expect(pairs(services.map((service) => [service.slug, service.title]))).toEqual(
      pairs(SERVICE_CATALOG.map((entry) => [entry.slug, entry.label])),
    );
  });

  it("every portfolio service counts as some service's work", () => {
    const counted = new Set(SERVICE_CATALOG.flatMap((entry) => entry.portfolio));
    for (const name of PORTFOLIO_SERVICES) expect(counted).toContain(name);
  });
});

describe('the About page agrees with the rest of the site', () => {
  it('names no one of the team the way a client is quoted', () => {
    const quoted = caseStudies.flatMap((study) =>
      study.quote ? [study.quote.attribution.split(',')[0]!.trim()] : [],
    );
    for (const member of aboutCopy.team) expect(quoted).not.toContain(member.name);
  });

  it("puts the studio's stage, edit bays, color suite and sound mix room where the answers do", () => {
    const studio = `${aboutCopy.studio.text} ${aboutCopy.studio.facts.join(' ')}`.toLowerCase();
    for (const room of ['shooting stage', 'edit bays', 'color suite', 'sound mix room'])
      expect(studio).toContain(room);
    expect(answers.find((unit) => unit.id === 'location')!.textEn.toLowerCase()).toContain(
      'shooting stage, edit bays, a color suite and a sound mix room',
    );
  });
});

describe('cards', () => {
  it('are ten valid cards with unique ids and safe HTML', () => {
    expect(cards).toHaveLength(10);
    expect(duplicates(cards.map((card) => card.id))).toEqual([]);
    for (const card of cards) {
      expect(() => Card.parse(card), card.id).not.toThrow();
      expectSafeHtml(card.expandedContent);
      expectValidLinks(card.expandedContent);
    }
    expect(cards.filter((card) => card.isVideoReel).map((card) => card.id)).toEqual(['video-reel']);
  });

  it("the reel card tells the reel's real length", () => {
    // An MP4's length is in its movie header: a version-0 `mvhd` box holds timescale, then duration.
    const mp4 = readFileSync(publicFile('/media/video/reel.mp4'));
    const mvhd = mp4.indexOf('mvhd');
    expect(mp4[mvhd + 4]).toBe(0);
    const seconds = Math.round(mp4.readUInt32BE(mvhd + 20) / mp4.readUInt32BE(mvhd + 16));
    expect(seconds).toBe(20);
    const reel = cards.find((card) => card.isVideoReel)!;
    expect(`${reel.description} ${reel.expandedContent}`).toMatch(/\bTwenty seconds\b/);
    expect(`${reel.description} ${reel.expandedContent}`).not.toMatch(/minutes?\b/i);
  });

  it('only relate to cards in the deck, never to themselves', () => {
    const ids = new Set(cards.map((card) => card.id));
    for (const card of cards) {
      for (const related of card.relatedCardIds) {
        expect(ids.has(related), `${card.id} -> ${related}`).toBe(true);
        expect(related).not.toBe(card.id);
      }
    }
  });
});

describe('physics configs', () => {
  it('cover the four personas with exactly one default equal to PHYSICS_DEFAULTS', () => {
    for (const config of physicsConfigs) expect(() => PhysicsConfig.parse(config)).not.toThrow();
    expect(physicsConfigs.map((config) => config.personaId).sort()).toEqual(
      Object.keys(PERSONA_ANIMATIONS).sort(),
    );
    expect(duplicates(physicsConfigs.map((config) => config.id))).toEqual([]);
    const defaults = physicsConfigs.filter((config) => config.isDefault);
    expect(defaults).toHaveLength(1);
    const [only] = defaults;
    expect(only!.personaId).toBe('default');
    expect({
      mass: only!.mass,
      tension: only!.tension,
      friction: only!.friction,
      precision: only!.precision,
    }).toEqual(PHYSICS_DEFAULTS);
  });
});

describe('sample content', () => {
  it('has the four categories with 2-3 valid items each', () => {
    expect(() => SampleContent.parse(sampleContent)).not.toThrow();
    expect(Object.keys(sampleContent).sort()).toEqual(
      ['branding', 'social-media', 'video-production', 'web-design'].sort(),
    );
    for (const items of Object.values(sampleContent)) {
      expect(items!.length).toBeGreaterThanOrEqual(2);
      expect(items!.length).toBeLessThanOrEqual(3);
      for (const item of items!) {
        expect(item.videoSrc).toMatch(
          /^\/media\/video\/showcase-(highlight-reel|brand-vision|client-stories)\.mp4$/,
        );
        expectSafeHtml(item.expandedContent);
        expectValidLinks(item.expandedContent);
      }
    }
  });
});

describe('about copy', () => {
  it('has a complete about page', () => {
    expect(aboutCopy.overview).toContain('2009');
    expect(aboutCopy.capabilities.length).toBeGreaterThan(0);
    expect(aboutCopy.clientPortfolio).not.toBe('');
    expect(aboutCopy.differentiators.length).toBeGreaterThan(0);
    // Every award names a year, one of the marquee's awards and a campaign that is a seeded study.
    const clios = aboutCopy.awards.filter((award) => award.award === 'Clio Award');
    expect(clios).toHaveLength(AGENCY.clioAwards);
    for (const award of aboutCopy.awards) {
      expect(AWARD_BADGES.map((badge) => badge.name)).toContain(award.award);
      const study = caseStudies.find((candidate) => candidate.id === award.campaign.slug);
      expect(study, award.campaign.slug).toBeDefined();
      expect(award.campaign).toEqual({
        slug: study!.id,
        client: study!.client,
        title: study!.title,
      });
      expect(award.year).toBeGreaterThanOrEqual(AGENCY.foundedYear);
    }
    expect(aboutCopy.team.length).toBeGreaterThanOrEqual(6);
    expect(aboutCopy.tagline).not.toBe('');
  });
});

describe('media', () => {
  it('every /media path exists under apps/web/public', () => {
    const paths = allMediaPaths();
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths.filter((path) => !existsSync(publicFile(path)));
    expect(missing).toEqual([]);
  });
});

describe('roles', () => {
  it('are valid postings with a pay range, a slug from the title, and one internship cohort', () => {
    expect(roles.length).toBeGreaterThanOrEqual(4);
    const now = Date.now();
    for (const { id, postedDaysAgo, openForDays, ...role } of roles) {
      const checked = RoleChecked.safeParse({
        ...role,
        status: 'open',
        datePosted: new Date(now - postedDaysAgo * 86_400_000).toISOString(),
        validThrough: new Date(now + openForDays * 86_400_000).toISOString(),
      });
      expect(checked.error?.issues ?? [], id).toEqual([]);
      expect(id).toBe(roleSlugFromTitle(role.title));
    }
    expect(new Set(roles.map((role) => role.id)).size).toBe(roles.length);
    const cohorts = roles.filter((role) => role.track === 'internship' && role.openings > 1);
    expect(cohorts).toHaveLength(1);
    expect(new Set(roles.map((role) => role.workMode))).toEqual(
      new Set(['on-site', 'hybrid', 'remote']),
    );
  });
});
