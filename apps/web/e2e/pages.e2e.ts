// The content pages end to end: contact form (with and without a PDF, each rejection), case studies
// (from the bundle, only on the server, unknown), services, the static pages, and the head the
// server sends to crawlers that run no JavaScript.
import {
  AGENCY,
  CASE_STUDIES_BUNDLE_QUERY_URL,
  MAX_UPLOAD_BYTES,
  META_PRESETS,
  TEXTS,
} from '@agency/schema';
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { WatchedPage } from './browser.ts';
import { eachTestPage } from './hooks.ts';
import { textPdf } from '../../../scripts/testing/pdf.ts';

const baseURL = inject('baseURL');
const adminToken = inject('adminToken');
let browser: Browser;
let watched: WatchedPage;

eachTestPage(baseURL, (test) => {
  browser = test.browser;
  watched = test.watched;
});

/**
 * Problems other than media files missing from this build (the site's media are generated
 * separately) and the video services' embeds, which cannot resolve in this sandbox.
 */
function pageProblems(): string[] {
  return watched.problems.filter(
    (problem) =>
      !/Failed to load resource: the server responded with a status of 404 .*\/media\//.test(
        problem,
      ) && !/ERR_NAME_NOT_RESOLVED|youtube|vimeo/i.test(problem),
  );
}

async function fillContactForm(
  page: Page,
  values: { name: string; email: string; company?: string; message: string },
) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  if (values.company) await page.getByLabel('Company').fill(values.company);
  await page.getByLabel('Message').fill(values.message);
}

const fileInput = (page: Page) => page.locator('input[type="file"]');
const toast = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title });

describe('contact page', () => {
  it('an invalid email: its own toast, the field in view below the header, the placeholders still grey', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contact');
    const message = page.getByRole('textbox', { name: /^Message/ });
    const placeholderColor = () =>
      message.evaluate((element) => getComputedStyle(element, '::placeholder').color);
    const grey = await placeholderColor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The empty Message: 'Missing information', the field in error, its placeholder still grey.
    await page.getByText('Missing information').waitFor();
    expect(await message.getAttribute('aria-invalid')).toBe('true');
    expect(await placeholderColor()).toBe(grey);

    await message.fill('We need a campaign for our spring launch.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Invalid email address').waitFor();
    const email = page.getByRole('textbox', { name: /^Email/ });
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    // Fully in view, and not under the sticky header.
    await page.waitForFunction(() => {
      const field = document.querySelector('input[type="email"]')!.getBoundingClientRect();
      const header = document.querySelector('header')!.getBoundingClientRect();
      return field.top >= header.bottom && field.bottom <= window.innerHeight;
    });
    // The form scrolled under the sticky header, which hides it instead of letting it show through.
    const headerBackground = await page
      .locator('header')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(headerBackground).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });

  it('sends a message without a PDF and thanks the visitor', async () => {
    const { page } = watched;
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    expect(await page.title()).toBe(META_PRESETS.contact.title);

    await fillContactForm(page, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'We are launching a new app in Los Angeles this spring.',
    });
    const chatRequest = page.waitForRequest((request) =>
      request.url().endsWith('/api/conversations/message'),
    );
    const chatResponse = page.waitForResponse((res) =>
      res.url().endsWith('/api/conversations/message'),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();

    const request = await chatRequest;
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, string>;
    expect(body.sessionId).toBe('contact-form');
    expect(body.personaSlug).toBe('default');
    expect(body.message).toContain('Name: Ada Lovelace');
    expect(body.message).toContain('Email: ada@example.com');
    expect(body.message).toContain('Company: Not provided');
    expect(body.message).toContain('No PDF attached');
    const answered = await chatResponse;
    expect(answered.status(), await answered.text()).toBe(200);

    await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();
    await toast(page, 'Message sent successfully')
      .getByText("We'll get back to you soon!")
      .waitFor();
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('button', { name: 'Send Message' }).count()).toBe(0);
    expect(pageProblems()).toEqual([]);
  });

  it('uploads a PDF with the message', async () => {
    const { page } = watched;
    await page.goto('/contact');
    await fillContactForm(page, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Vaultline',
      message: 'Our brief for a content programme is attached.',
    });
    const pdf = await textPdf('Creative brief: a content programme for a password manager.');
    await fileInput(page).setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByText('brief.pdf').waitFor();
    await page.getByText(`${(pdf.length / (1024 * 1024)).toFixed(2)} MB`).waitFor();

    const upload = page.waitForResponse((res) => res.url().endsWith('/api/upload-pdf'));
    const chatRequest = page.waitForRequest((request) =>
      request.url().endsWith('/api/conversations/message'),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();

    const uploaded = await upload;
    expect(uploaded.status()).toBe(200);
    // The server opened the PDF (its reply names the file and counts its pages). Chromium does not
    // expose a multipart body holding a file; the fields sent are checked by the component tests.
    expect(await uploaded.json()).toMatchObject({
      success: true,
      message: expect.stringContaining('brief.pdf'),
    });
    expect(uploaded.request().headers()['content-type']).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    const chat = JSON.parse((await chatRequest).postData() ?? '{}') as { message: string };
    expect(chat.message).toContain('Company: Vaultline');
    expect(chat.message).toContain('brief.pdf');

    await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();
    expect(pageProblems()).toEqual([]);
  });

  it('rejects a file that is not a PDF', async () => {
    const { page } = watched;
    await page.goto('/contact');
    await fileInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await toast(page, 'Invalid file type').getByText('Please select a PDF file').waitFor();
    expect(await page.getByText('notes.txt').count()).toBe(0);
    await page.getByText('Click to upload your deck, brief, or other PDF').waitFor();
  });

  it('rejects a PDF over 20MB', async () => {
    const { page } = watched;
    await page.goto('/contact');
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    huge.write('%PDF-1.4\n');
    await fileInput(page).setInputFiles({
      name: 'huge-deck.pdf',
      mimeType: 'application/pdf',
      buffer: huge,
    });
    await toast(page, 'File too large')
      .getByText('Please select a PDF file smaller than 20MB')
      .waitFor();
    expect(await page.getByText('huge-deck.pdf').count()).toBe(0);
  });

  it('asks for the missing fields', async () => {
    const { page } = watched;
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Missing information')
      .getByText('Please fill in all required fields')
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Thank You!' }).count()).toBe(0);
  });
});

/** Serves tRPC's caseStudies.bundle without the given slug, as a bundle made before it was published would be. */
async function bundleWithout(page: Page, slug: string) {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('caseStudies.bundle'),
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        result?: { data?: { caseStudies?: Record<string, unknown> } };
      }[];
      for (const entry of body) delete entry.result?.data?.caseStudies?.[slug];
      await route.fulfill({ response, json: body });
    },
  );
}

/**
 * Serves the page as the server sends it when its renderer fails: `#root` empty and no data, so
 * the browser renders it and fetches what it needs.
 */
async function unrendered(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<div id="root">[\s\S]*<\/div><script type="application\/json" id="app-state">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      expect(body).toContain('<div id="root"></div>');
      await route.fulfill({ response, body });
    },
  );
}

function trpcCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/'))
      calls.push(...decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(','));
  });
  return calls;
}

describe('case study page', () => {
  it('gallery images that failed before the app ran get the grey placeholder with the client name', async () => {
    const { page } = watched;
    // Tall enough for the whole gallery to load at once. The images fail, and only then is the
    // app's script let through: the failures happen while no app listens.
    await page.setViewportSize({ width: 1280, height: 4000 });
    let release = () => {};
    const imagesFailed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/media/case-studies/vaultline/gallery-*', async (route) => {
      await route.abort();
      release();
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await imagesFailed;
      await route.continue();
    });
    await page.goto('/case-studies/vaultline');
    const first = page.getByRole('img', { name: 'Vaultline: The Breach Report, image 1' });
    await page.waitForFunction(() => !document.querySelector('img[src*="gallery-1"]'));
    expect(await first.evaluate((element) => element.tagName)).toBe('DIV');
    expect(await first.textContent()).toBe('Vaultline');
    expect(
      await page.evaluate(
        () =>
          [...document.images].filter((image) => image.complete && image.naturalWidth === 0).length,
      ),
    ).toBe(0);
  });

  it('shows a case study from the bundle, without asking for the server list', async () => {
    const { page } = watched;
    const calls = trpcCalls(page);
    let bundleRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(CASE_STUDIES_BUNDLE_QUERY_URL)) bundleRequests++;
    });
    const response = await page.goto('/case-studies/imax');
    expect(response?.status()).toBe(200);
    // The server drew the page, and sent the data it drew it from: the browser asks for none.
    expect(await response?.text()).toMatch(/<h1[^>]*>Bigger Than Your Living Room<\/h1>/);

    await page.getByRole('heading', { level: 1, name: 'Bigger Than Your Living Room' }).waitFor();
    expect(bundleRequests).toBe(0);
    for (const heading of [
      'The Challenge',
      'Our Strategy',
      'Execution',
      'Results',
      'Gallery',
      'Key Results',
      'Services Provided',
      'Tags',
      'Ready for Similar Results?',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    }
    await page.getByText('Client:').waitFor();
    expect(
      await page
        .getByTestId('hero-video')
        .getByRole('button', { name: /^Play IMAX: Bigger Than Your Living Room/ })
        .count(),
    ).toBe(1);
    expect(await page.getByRole('link', { name: 'Start Your Project' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(await page.title()).toBe(`IMAX: Bigger Than Your Living Room | ${AGENCY.name}`);
    expect(calls).toEqual([]);
    expect(pageProblems()).toEqual([]);
  });

  it('on a phone: the hero comes as its small copy, and films and embeds load only when played', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 412, height: 823 });
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      requested.push(url.origin === baseURL ? url.pathname + url.search : url.href);
    });
    await page.goto('/case-studies/imax');
    const hero = page.getByTestId('hero-video');
    const play = hero.getByRole('button', {
      name: 'Play IMAX: Bigger Than Your Living Room (campaign film)',
    });
    const poster = hero.locator('img');
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="hero-video"] img');
      return image?.complete && image.naturalWidth > 0;
    });
    expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(
      `${baseURL}/media/case-studies/imax/hero.webp?w=800`,
    );
    // One download of the hero, the one the preload asked for: the page's srcset agrees with it.
    const heroFiles = () => requested.filter((url) => url.includes('/imax/hero.'));
    expect(heroFiles()).toEqual(['/media/case-studies/imax/hero.webp?w=800']);
    expect(await hero.locator('video').count()).toBe(0);
    expect(requested.filter((url) => /youtube|vimeo/.test(url))).toEqual([]);

    await play.click();
    const video = hero.locator('video');
    await video.waitFor();
    expect(await video.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLVideoElement>('[data-testid="hero-video"] video')?.paused ===
        false,
    );
    // The film, and the poster it already has: no second picture.
    expect(heroFiles()).toEqual([
      '/media/case-studies/imax/hero.webp?w=800',
      '/media/case-studies/imax/hero.mp4',
    ]);

    await page.getByRole('button', { name: /\(from YouTube\)$/ }).click();
    const embed = page.locator('iframe[title*="video"]');
    expect(await embed.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Xk4pR7bN2qE?autoplay=1',
    );
    expect(pageProblems()).toEqual([]);
  });

  it('finds a case study that only the server has (created in the test)', async () => {
    const { page } = watched;
    const slug = `e2e-launch-${Date.now().toString(36)}`;
    const created = await fetch(`${baseURL}/api/case-studies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        id: slug,
        client: 'Harbor Light Coffee',
        title: 'A Launch After the Bundle',
        industry: 'Food & Beverage',
        challenge: 'A study published after the static bundle was made.',
        results: ['Found on the server.'],
        images: { gallery: [] },
      }),
    });
    expect(created.status).toBe(201);
    await unrendered(page, `/case-studies/${slug}`);
    await bundleWithout(page, slug);
    const calls = trpcCalls(page);

    const response = await page.goto(`/case-studies/${slug}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'A Launch After the Bundle' }).waitFor();
    await page.getByText('No hero media available').waitFor();
    expect(calls).toEqual(expect.arrayContaining(['caseStudies.bundle', 'caseStudies.list']));
    expect(pageProblems()).toEqual([]);
  });

  it('a new case study with a YouTube hero shows its hero picture on the play button, and its Short upright', async () => {
    const { page } = watched;
    const slug = `e2e-youtube-${Date.now().toString(36)}`;
    const created = await fetch(`${baseURL}/api/case-studies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        id: slug,
        client: 'Harbor Light Coffee',
        title: 'A Film on YouTube',
        industry: 'Food & Beverage',
        challenge: 'A launch film hosted on YouTube.',
        images: { hero: '/media/case-studies/imax/hero.webp', gallery: [] },
        videos: {
          hero: 'https://www.youtube.com/watch?v=Xk4pR7bN2qE',
          gallery: ['https://www.youtube.com/shorts/abcDEF12345'],
        },
      }),
    });
    expect(created.status).toBe(201);
    await page.goto(`/case-studies/${slug}`);
    const play = page
      .getByTestId('hero-video')
      .getByRole('button', { name: /^Play .* \(from YouTube\)$/ });
    const picture = play.locator('img');
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await picture.getAttribute('src')).toBe('/media/case-studies/imax/hero.webp');
    const box = await picture.boundingBox();
    const frame = await play.boundingBox();
    expect(box!.width).toBeCloseTo(frame!.width, 0);

    // Its gallery's YouTube Short: an upright frame, there to be seen.
    const short = page.getByTestId('gallery').getByRole('button', { name: /from YouTube/ });
    const shortBox = await short.boundingBox();
    expect(shortBox!.width).toBeGreaterThan(200);
    expect(shortBox!.height / shortBox!.width).toBeCloseTo(16 / 9, 1);
    expect(pageProblems()).toEqual([]);
  });

  it('answers an unknown slug with 404 and Case Study Not Found', async () => {
    const { page } = watched;
    watched.expectFailedLoad('/case-studies/no-such-study', 404);
    const response = await page.goto('/case-studies/no-such-study');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: TEXTS.caseStudyNotFound }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).first().waitFor();
    expect(pageProblems()).toEqual([]);
  });
});

describe('service page', () => {
  it('shows a service', async () => {
    const { page } = watched;
    const response = await page.goto('/services/brand-strategy');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Brand Strategy' }).waitFor();
    for (const heading of [
      'Overview',
      'Key Services',
      'Capabilities',
      'Our Approach',
      'Results & Impact',
      'Client Types',
      'Ready to Get Started?',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    }
    expect(
      await page.getByRole('link', { name: 'Start a Conversation' }).getAttribute('href'),
    ).toBe('/contact');
    expect(await page.title()).toBe(`Brand Strategy in Los Angeles | ${AGENCY.name}`);
    expect(pageProblems()).toEqual([]);
  });

  it('the Services menu opened from the keyboard: Escape closes it and gives the focus back to its button', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Brand Strategy' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Services');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    expect(pageProblems()).toEqual([]);
  });

  it('opens from the Services menu of the header, whose code comes when it is reached for', async () => {
    const { page } = watched;
    // Wide enough for the header's links (62em); the others fold into the burger.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    // One mouse press on the plain button: the menu comes and opens.
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('menuitem', { name: 'Brand Strategy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Brand Strategy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/services/brand-strategy');
    expect(pageProblems()).toEqual([]);
  });

  it('answers an unknown service with 404 and Service Not Found', async () => {
    const { page } = watched;
    watched.expectFailedLoad('/services/underwater-basket-weaving', 404);
    const response = await page.goto('/services/underwater-basket-weaving');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: TEXTS.serviceNotFound }).waitFor();
    await page.getByRole('button', { name: /Go Back/ }).waitFor();
    // The page's own data call answers 404 too, which Chromium reports.
    expect(pageProblems().filter((problem) => !problem.includes('/trpc/services.bySlug'))).toEqual(
      [],
    );
  });
});

describe('static pages', () => {
  it.each([
    ['/about', 'About Silver Lake Creative', META_PRESETS.about.title],
    ['/privacy-policy', 'Privacy Policy', META_PRESETS.privacyPolicy.title],
    [
      '/los-angeles-advertising-agency',
      'The Los Angeles advertising agency for brands that want to be seen',
      META_PRESETS.losAngeles.title,
    ],
    [
      '/password-manager-content-marketing',
      'Content Marketing for Password Managers: How to Earn Trust Before the Trial',
      META_PRESETS.passwordManager.title,
    ],
  ])('%s', async (path, heading, title) => {
    const { page } = watched;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.title()).toBe(title);
    expect(pageProblems()).toEqual([]);
  });

  it('dates the privacy policy today', async () => {
    const { page } = watched;
    await page.goto('/privacy-policy');
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
        new Date(),
      ),
    );
    expect(await page.getByTestId('last-updated').textContent()).toBe(`Last updated: ${today}`);
  });

  it('links the Los Angeles page to the four services, the contact page and the IMAX case study', async () => {
    const { page } = watched;
    await page.goto('/los-angeles-advertising-agency');
    await page.getByTestId('la-service').first().waitFor();
    const services = await page
      .getByTestId('la-service')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(services).toEqual([
      '/services/creative-campaigns',
      '/services/digital-marketing',
      '/services/video-production',
      '/services/brand-strategy',
    ]);
    // The cost question is open from the start.
    await page
      .getByText('How much does it cost to hire an advertising agency in Los Angeles?')
      .waitFor();
    await page.getByText(/typically ranges from \$10K-\$100K\+/).waitFor();
    await page.getByRole('link', { name: 'See the IMAX Case Study' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Bigger Than Your Living Room' }).waitFor();
    expect(await page.title()).toBe(`IMAX: Bigger Than Your Living Room | ${AGENCY.name}`);
  });

  it('shows the 404 page for an unknown path, with its own head', async () => {
    const { page } = watched;
    watched.expectFailedLoad('/no-such-page', 404);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: TEXTS.notFound }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(pageProblems()).toEqual([]);
  });
});

describe('the 404 page from the server', () => {
  it('reads without JavaScript, with status 404 and its links', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: TEXTS.notFound }).waitFor();
      expect(await page.getByText(/needs JavaScript/).count()).toBe(0);
      await page.getByRole('link', { name: 'Back to Home' }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
        'noindex, nofollow',
      );
    } finally {
      await context.close();
    }
  });

  it('hydrates without a warning, and its links work', async () => {
    const { page } = watched;
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    watched.expectFailedLoad('/some/missing/page', 404);
    await page.goto('/some/missing/page');
    await page.getByRole('heading', { level: 1, name: TEXTS.notFound }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
    expect(
      messages.filter((text) => /hydrat|did not match|Minified React error/i.test(text)),
    ).toEqual([]);
    expect(pageProblems()).toEqual([]);
  });
});

describe('search engines without JavaScript', () => {
  async function headOf(path: string) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
      const twitterCard = await page.locator('meta[name="twitter:card"]').getAttribute('content');
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) =>
          nodes.map((node) => JSON.parse(node.textContent ?? 'null') as Record<string, unknown>),
        );
      // No script ran: the head and the page itself came from the server.
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      return { title, description, canonical, ogTitle, twitterCard, jsonLd, heading };
    } finally {
      await context.close();
    }
  }

  it('gets the title, description and JSON-LD of a case study in the served HTML', async () => {
    const head = await headOf('/case-studies/imax');
    expect(head.title).toBe(`IMAX: Bigger Than Your Living Room | ${AGENCY.name}`);
    expect(head.heading).toBe('Bigger Than Your Living Room');
    expect(head.description).toMatch(
      /^Streaming windows had shrunk.*\.\.\. Read the full case study\.$/,
    );
    expect(head.canonical).toBe(`${baseURL}/case-studies/imax`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Bigger Than Your Living Room',
        about: { '@type': 'Organization', name: 'IMAX' },
      }),
    ]);
  });

  it('gets the title, description and JSON-LD of a service in the served HTML', async () => {
    const head = await headOf('/services/brand-strategy');
    expect(head.title).toBe(`Brand Strategy in Los Angeles | ${AGENCY.name}`);
    expect(head.heading).toBe('Brand Strategy');
    expect(head.description).toContain(
      'Brand strategy from a Los Angeles agency: positioning, naming',
    );
    expect(head.canonical).toBe(`${baseURL}/services/brand-strategy`);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Service',
        name: 'Brand Strategy',
        serviceType: 'Brand Strategy',
      }),
    ]);
  });

  it('finds every page in the sitemap, and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    for (const path of [
      '/about',
      '/case-studies/imax',
      '/services/brand-strategy',
      '/los-angeles-advertising-agency',
    ]) {
      expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
