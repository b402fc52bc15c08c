// The home page end to end, against the built site and the real assistant: the first message and the
// heading change, the contact gate (Continue, Skip, its return and the messages it holds), the word
// limit, the portfolio, the awards, employment mode (with a resume upload, and its end), a PDF deck
// upload and the reset by the logo; Escape closing one layer at a time, and focus moving into each
// layer and back to what opened it.
import { AWARD_BADGES, MARQUEE_REPEATS, TEXTS, WORD_LIMIT } from '@agency/schema';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { WatchedPage } from './browser.ts';
import { eachTestPage } from './hooks.ts';
import { textPdf } from '../../../scripts/testing/pdf.ts';
import { REEL_TEXTS } from '../src/features/reel/texts.ts';

const baseURL = inject('baseURL');
const adminToken = inject('adminToken');
let watched: WatchedPage;

const TEXT = {
  heading: 'How can we help?',
  headingProject: "Let's discuss your project...",
  headingFreelance: "Let's discuss your freelance work...",
  headingInternship: "Let's discuss your internship...",
  loading: 'Finding perfect matches...',
  message: 'Your message',
  contactForm: 'Your contact information',
};

eachTestPage(baseURL, (test) => {
  watched = test.watched;
});

/** Problems other than media this build lacks and the video services' embeds (no network here). */
function pageProblems(): string[] {
  return watched.problems.filter(
    (problem) =>
      !/Failed to load resource: the server responded with a status of 404 .*\/media\//.test(
        problem,
      ) && !/ERR_NAME_NOT_RESOLVED|youtube|vimeo/i.test(problem),
  );
}

async function openHome(page: Page) {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await page.locator('[data-page="home"]').waitFor();
  // The loading overlay goes when the background video plays, or after at most 3 s.
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 10_000 });
}

const messageBox = (page: Page) => page.getByLabel(TEXT.message);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const assistantLines = (page: Page) => page.getByTestId('message-assistant');

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

/** Waits for the assistant's next line (there were `before` of them) and returns its text. */
async function nextReply(page: Page, before: number): Promise<string> {
  await assistantLines(page).nth(before).waitFor({ timeout: 20_000 });
  return (await assistantLines(page).nth(before).innerText()).trim();
}

describe('home page', () => {
  it('sends the first message, shows "Finding perfect matches..." and the reply, and changes the heading', async () => {
    const { page } = watched;
    await openHome(page);
    expect(await heading(page).innerText()).toBe(TEXT.heading);
    await page.getByText('A Creative Solutions Advertising Agency', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    expect(await page.getByText(`0/${WORD_LIMIT} words`).count()).toBe(1);

    await say(page, 'Where is your studio located?');
    await page.getByText('Where is your studio located?').waitFor();
    const reply = await nextReply(page, 0);
    expect(reply.length).toBeGreaterThan(20);
    await page.getByRole('heading', { level: 1, name: TEXT.headingProject }).waitFor();
    expect(await page.getByText(TEXT.loading).count()).toBe(0);
    expect(await messageBox(page).inputValue()).toBe('');
    expect(pageProblems()).toEqual([]);
  });

  it('contact gate: Continue sends the held message with the details given', async () => {
    const { page } = watched;
    await openHome(page);
    const requests: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/chat.send'))
        requests.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });

    await say(page, 'We need a campaign for our spring product launch');
    const form = page.getByRole('form', { name: TEXT.contactForm });
    await form.getByText(TEXTS.contactGate).waitFor();
    const cont = form.getByRole('button', { name: 'Continue' });
    expect(await cont.isDisabled()).toBe(true);
    await form.getByLabel('Name').fill('Ana Reyes');
    expect(await cont.isDisabled()).toBe(true);
    await form.getByLabel('Email').fill('ana.reyes@example.com');
    await form.getByLabel('Subject').fill('Spring launch');
    expect(await cont.isDisabled()).toBe(false);
    expect(requests).toHaveLength(0);
    await cont.click();

    await form.waitFor({ state: 'detached' });
    await nextReply(page, 0);
    expect(JSON.stringify(requests)).toContain('ana.reyes@example.com');
    expect(JSON.stringify(requests)).toContain('Spring launch');
    expect(pageProblems()).toEqual([]);
  });

  it('contact gate: Skip closes the form and still answers', async () => {
    const { page } = watched;
    await openHome(page);
    await say(page, 'Can I get a quote for a commercial?');
    const form = page.getByRole('form', { name: TEXT.contactForm });
    await form.waitFor();
    await form.getByRole('button', { name: 'Skip' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await nextReply(page, 0)).length).toBeGreaterThan(10);
    expect(pageProblems()).toEqual([]);
  });

  it('contact gate: holds a second message until Skip, then comes back for a later keyword message', async () => {
    const { page } = watched;
    await openHome(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/chat.send')) sent.push(request.postData() ?? '');
    });

    await say(page, 'Can I get a quote for a commercial?');
    const form = page.getByRole('form', { name: TEXT.contactForm });
    await form.waitFor();
    await say(page, 'So basically, where is your studio?');
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    expect(await messageBox(page).inputValue()).toBe('So basically, where is your studio?');

    await form.getByRole('button', { name: 'Skip' }).click();
    await nextReply(page, 0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Can I get a quote for a commercial?');
    // "basically" holds "call" but is not the keyword: no gate, the message goes.
    await messageBox(page).press('Enter');
    await nextReply(page, 1);
    expect(await form.count()).toBe(0);

    await say(page, 'We also need a video for the launch');
    await form.waitFor();
    expect(sent).toHaveLength(2);
    expect(pageProblems()).toEqual([]);
  });

  it('contact gate: a held message is handed back to the box by whatever takes the form away, and reaches the admin once sent', async () => {
    const { page } = watched;
    await openHome(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/chat.send')) {
        const body = JSON.parse(request.postData() ?? '{}') as { message?: string };
        sent.push(body.message ?? '');
      }
    });
    const held = 'We need a new TV commercial for our brewery';
    const form = page.getByRole('form', { name: TEXT.contactForm });
    const userLines = page.getByTestId('message-user');
    /** Sends what the box holds: the gate opens and holds it. */
    const gate = async () => {
      await messageBox(page).press('Enter');
      await form.waitFor();
      expect(await userLines.last().innerText()).toContain(held);
    };
    const handedBack = async () => {
      await form.waitFor({ state: 'detached' });
      expect(await messageBox(page).inputValue()).toBe(held);
      expect(await userLines.filter({ hasText: held }).count()).toBe(0);
    };

    await messageBox(page).fill(held);
    await gate();
    await page.getByRole('button', { name: 'Awards' }).click();
    await handedBack();
    await page.getByTestId('awards-banner').getByRole('button', { name: 'Close awards' }).click();

    await gate();
    await page.getByRole('button', { name: 'Browse projects' }).click();
    const portfolio = page.getByRole('dialog', { name: 'Our Work' });
    await portfolio.waitFor();
    await handedBack();
    await page.keyboard.press('Escape');
    await portfolio.waitFor({ state: 'detached' });

    await gate();
    await page.getByRole('button', { name: 'Work with us' }).click();
    await page.getByTestId('employment-panel').waitFor();
    await handedBack();
    await page.getByRole('button', { name: 'Close employment options' }).click();

    await gate();
    await page.getByRole('button', { name: 'Contact', exact: true }).click();
    await handedBack();

    // Typing another message while the form is open: Enter says why, and keeps it in the box.
    await gate();
    await messageBox(page).pressSequentially('Hello?');
    await messageBox(page).press('Enter');
    await form
      .getByRole('status')
      .getByText(/press Continue or Skip/)
      .waitFor();
    expect(await messageBox(page).inputValue()).toBe('Hello?');
    expect(sent).toEqual([]);

    await form.getByRole('button', { name: 'Skip' }).click();
    await nextReply(page, 0);
    await messageBox(page).press('Enter');
    await nextReply(page, 1);
    expect(sent).toEqual([held, 'Hello?']);

    const admin = { headers: { authorization: `Bearer ${adminToken}` } };
    const listed = (await (
      await fetch(`${baseURL}/api/admin/conversations?search=brewery`, admin)
    ).json()) as { conversations: { id: string }[] };
    expect(listed.conversations).toHaveLength(1);
    const stored = (await (
      await fetch(`${baseURL}/api/admin/conversations/${listed.conversations[0]!.id}`, admin)
    ).json()) as { message: string }[];
    expect(stored.map((exchange) => exchange.message)).toEqual([held, 'Hello?']);
    expect(pageProblems()).toEqual([]);
  });

  it('a reply naming a case study links to its page, which opens', async () => {
    const { page } = watched;
    await openHome(page);
    await say(page, 'What did you do for IMAX?');
    await nextReply(page, 0);
    const link = assistantLines(page).first().getByRole('link', { name: '/case-studies/imax' });
    expect(await link.getAttribute('href')).toBe('/case-studies/imax');
    await link.click();
    await page.waitForURL('**/case-studies/imax');
    await page.getByRole('heading', { level: 1, name: 'Bigger Than Your Living Room' }).waitFor();
    expect(pageProblems()).toEqual([]);
  });

  it('a reply that opens the portfolio with a filter (portfolioFilter) opens it on that chip', async () => {
    const { page } = watched;
    await openHome(page);
    // The assistant does not name a filter yet: its answer is given one on the way, as it will.
    await page.route('**/trpc/chat.send**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as unknown;
      const results = (Array.isArray(body) ? body : [body]) as {
        result: { data: Record<string, unknown> };
      }[];
      for (const { result } of results) result.data.portfolioFilter = 'health & wellness';
      await route.fulfill({ response, json: body });
    });
    await say(page, 'Can you show me your portfolio?');
    const modal = page.getByRole('dialog', { name: 'Our Work' });
    const chip = modal.getByRole('button', { name: 'Health & Wellness', exact: true });
    await expect.poll(() => chip.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    const cards = modal.getByTestId('portfolio-grid').getByRole('button');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const label of await cards.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label')),
    )) {
      expect(label).not.toContain('IMAX');
    }
    expect(pageProblems()).toEqual([]);
  });

  it('refuses the 151st word with the warning dialog', async () => {
    const { page } = watched;
    await openHome(page);
    const words = Array.from({ length: WORD_LIMIT }, (_, index) => `word${index}`).join(' ');
    await messageBox(page).fill(words);
    await page.getByText(`${WORD_LIMIT}/${WORD_LIMIT} words`).waitFor();
    await messageBox(page).press('End');
    await messageBox(page).pressSequentially(' extra');

    const dialog = page.getByRole('dialog');
    await dialog.getByText(TEXTS.wordLimit(WORD_LIMIT)).waitFor();
    await dialog
      .getByText(`Current: ${WORD_LIMIT + 1} words | Limit: ${WORD_LIMIT} words`)
      .waitFor();
    // The space is accepted (still 150 words); the letter that would start word 151 is not.
    expect((await messageBox(page).inputValue()).trim()).toBe(words);
    await dialog.getByRole('button', { name: 'Got it!' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pageProblems()).toEqual([]);
  });

  it('portfolio: opens, filters, shows a case study, its lightbox, goes back and closes', async () => {
    const { page } = watched;
    await openHome(page);
    await page.getByRole('button', { name: 'Browse projects' }).click();
    const modal = page.getByRole('dialog', { name: 'Our Work' });
    await modal.getByText('Explore our recent campaigns and case studies').waitFor();
    const cards = modal.getByTestId('portfolio-grid').getByRole('button');
    await cards.first().waitFor();
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(8);

    const filters = modal.getByRole('group', { name: 'Filter case studies' }).getByRole('button');
    expect(await filters.first().innerText()).toBe('All Work');
    await modal.getByRole('button', { name: 'Food & Beverage', exact: true }).click();
    const food = await cards.count();
    expect(food).toBeGreaterThan(0);
    expect(food).toBeLessThan(all);
    await modal.getByRole('button', { name: 'All Work' }).click();
    expect(await cards.count()).toBe(all);

    await modal.getByRole('button', { name: 'IMAX: Bigger Than Your Living Room' }).click();
    const detail = modal.getByTestId('case-study-detail');
    for (const section of ['Strategy', 'Results', 'Our Role']) {
      await detail.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await detail.getByRole('button', { name: 'Open image 1' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Image viewer' });
    await lightbox.getByRole('button', { name: 'Close image' }).waitFor();
    await lightbox.getByRole('button', { name: 'Close image' }).click();
    await lightbox.waitFor({ state: 'detached' });

    await detail.getByRole('button', { name: '← Back to Portfolio' }).click();
    await detail.waitFor({ state: 'detached' });
    await modal.getByRole('button', { name: 'IMAX: Bigger Than Your Living Room' }).waitFor();
    await modal.getByRole('button', { name: 'Close portfolio' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(pageProblems()).toEqual([]);
  });

  it('portfolio: a vertical film of a case study is framed upright, not 16:9', async () => {
    const { page } = watched;
    await openHome(page);
    await page.getByRole('button', { name: 'Browse projects' }).click();
    const modal = page.getByRole('dialog', { name: 'Our Work' });
    await modal.getByRole('button', { name: /Taquería del Sol/ }).click();
    const detail = modal.getByTestId('case-study-detail');
    // Its list of films names the second one vertical (the seed's "Salsa Sessions" episode).
    const film = detail.getByLabel('Taquería del Sol: Additional Videos 1');
    await film.scrollIntoViewIfNeeded();
    const box = await film.boundingBox();
    expect(box!.height / box!.width).toBeCloseTo(16 / 9, 1);
    expect(pageProblems()).toEqual([]);
  });

  it('awards: a question about awards opens the banner at 60% of the viewport with the marquee', async () => {
    const { page } = watched;
    await openHome(page);
    await say(page, 'Has your agency won any Clio awards?');
    const banner = page.getByTestId('awards-banner');
    await banner
      .getByRole('heading', { name: 'Award-Winning Excellence' })
      .waitFor({ timeout: 20_000 });
    expect(await banner.getByTestId('award-badge').count()).toBe(
      AWARD_BADGES.length * MARQUEE_REPEATS,
    );
    const box = await banner.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round(box?.height ?? 0)).toBe(Math.round((viewport?.height ?? 0) * 0.6));
    await banner.getByRole('button', { name: 'Close awards' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(pageProblems()).toEqual([]);
  });

  it('employment mode: creative background, a freelance prompt, and a resume upload answered in the chat', async () => {
    const { page } = watched;
    await openHome(page);
    await page.getByRole('button', { name: 'Work with us' }).click();
    const panel = page.getByTestId('employment-panel');
    await panel.waitFor();
    await page.locator('[data-page="home"][data-employment]').waitFor();
    await page
      .locator('img[src="/media/video/creative-background-poster.webp"]')
      .waitFor({ state: 'attached' });

    await panel.getByRole('button', { name: /Freelance Network/ }).click();
    await page.getByRole('heading', { level: 1, name: TEXT.headingFreelance }).waitFor();
    const prompts = await assistantLines(page).count();
    expect(prompts).toBe(1);

    const card = panel.getByTestId('resume-card');
    await card.getByRole('heading', { name: 'Upload Resume' }).waitFor();
    const upload = card.getByRole('button', { name: 'Upload' });
    expect(await upload.isDisabled()).toBe(true);
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await card.getByText(TEXTS.resumeWrongType).waitFor();

    const pdf = await textPdf([
      'Jordan Avery',
      'jordan.avery@example.com | (323) 555-0199',
      'Portfolio: https://jordanavery.example.com',
      'Motion designer and video editor, 6 years of experience.',
      'Skills: After Effects, Premiere Pro, Cinema 4D, DaVinci Resolve',
    ]);
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'jordan-avery.pdf', mimeType: 'application/pdf', buffer: pdf });
    await card.getByText(/jordan-avery\.pdf/).waitFor();
    await card.getByText(`${(pdf.length / 1024).toFixed(1)} KB`).waitFor();
    await upload.click();

    await page
      .getByText(/I just uploaded my resume \(jordan-avery\.pdf\)/)
      .waitFor({ timeout: 20_000 });
    const reply = await nextReply(page, prompts);
    expect(reply).not.toBe(TEXTS.chatResumeFlowFailure);
    expect(pageProblems()).toEqual([]);
  });

  it("a job seeker's reply that asks for a resume comes with the upload, in the chat", async () => {
    const { page } = watched;
    await openHome(page);
    await say(page, 'Are you hiring designers?');
    const reply = await nextReply(page, 0);
    expect(reply).toMatch(/upload your resume/i);
    const log = page.getByRole('log', { name: 'Conversation' });
    const card = log.getByTestId('resume-card');
    await card.getByRole('heading', { name: 'Upload Resume' }).waitFor();
    // Scrolled into the thread's view under the reply, though its code came after the reply.
    await expect
      .poll(async () => {
        const [shown, button] = await Promise.all([
          log.boundingBox(),
          card.getByRole('button', { name: 'Upload' }).boundingBox(),
        ]);
        return Boolean(shown && button && button.y + button.height <= shown.y + shown.height + 1);
      })
      .toBe(true);

    const pdf = await textPdf([
      'Sam Ortiz',
      'sam.ortiz@example.com',
      'Graphic designer, 4 years of experience.',
    ]);
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sam-ortiz.pdf', mimeType: 'application/pdf', buffer: pdf });
    await card.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByTestId('message-user')
      .filter({ hasText: /I just uploaded my resume \(sam-ortiz\.pdf\)/ })
      .waitFor({ timeout: 20_000 });
    expect(await nextReply(page, 1)).not.toBe(TEXTS.chatResumeFlowFailure);
    await card.waitFor({ state: 'detached' });
    expect(pageProblems()).toEqual([]);
  });

  it('employment mode ends when the careers panel is closed: the default background and heading return', async () => {
    const { page } = watched;
    await openHome(page);
    await page.getByRole('button', { name: 'Work with us' }).click();
    const panel = page.getByTestId('employment-panel');
    await panel.getByRole('button', { name: /Internships/ }).click();
    await page.getByRole('heading', { level: 1, name: TEXT.headingInternship }).waitFor();
    await page
      .locator('img[src="/media/video/creative-background-poster.webp"]')
      .waitFor({ state: 'attached' });

    await panel.getByRole('button', { name: 'Close employment options' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: TEXT.headingProject }).waitFor();
    await page
      .locator('img[src="/media/video/background-poster.webp"]')
      .waitFor({ state: 'attached' });
    expect(await page.locator('[data-page="home"][data-employment]').count()).toBe(0);
    expect(
      await page.locator('img[src="/media/video/creative-background-poster.webp"]').count(),
    ).toBe(0);
    expect(pageProblems()).toEqual([]);
  });

  it('PDF deck upload: offered by the reply, highlighted, refused for other types, accepted for a PDF', async () => {
    const { page } = watched;
    await openHome(page);
    expect(await page.getByRole('button', { name: 'Upload a PDF deck' }).count()).toBe(0);
    await say(page, 'We have an RFP ready, can I upload it here?');
    const button = page.getByRole('button', { name: 'Upload a PDF deck' });
    await button.waitFor({ timeout: 20_000 });
    expect(await button.getAttribute('data-highlight')).toBe('true');

    const input = page.getByTestId('pdf-input');
    await input.setInputFiles({
      name: 'brief.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('brief'),
    });
    await page.getByText(TEXTS.pdfOnly).waitFor();

    const lines = await assistantLines(page).count();
    const pdf = await textPdf([
      'Request for proposal',
      'Spring launch campaign for a Los Angeles juice brand.',
    ]);
    await input.setInputFiles({ name: 'rfp.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('Shared rfp.pdf').waitFor();
    const reply = await nextReply(page, lines);
    expect(reply).toContain('rfp.pdf');
    expect(pageProblems()).toEqual([]);
  });

  it('the logo resets everything to the start', async () => {
    const { page } = watched;
    await openHome(page);
    await say(page, 'Where is your studio located?');
    await nextReply(page, 0);
    await page.getByRole('button', { name: 'Awards', exact: true }).click();
    await page.getByTestId('awards-banner').waitFor();

    await page.getByRole('button', { name: /back to the start/ }).click();
    await page.getByTestId('sparkle').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: TEXT.heading }).waitFor();
    await page.getByTestId('awards-banner').waitFor({ state: 'detached' });
    expect(await assistantLines(page).count()).toBe(0);
    expect(pageProblems()).toEqual([]);
  });
});

/** What has focus: its accessible label (or text), tag, and whether it sits inside `within`. */
async function focused(page: Page, within?: string) {
  return page.evaluate((selector) => {
    const active = document.activeElement as HTMLElement | null;
    const labelled =
      active && 'labels' in active ? (active.labels as NodeListOf<HTMLElement>) : null;
    return {
      label: (
        active?.getAttribute('aria-label') ??
        labelled?.[0]?.innerText ??
        active?.innerText ??
        ''
      ).trim(),
      tag: active?.tagName.toLowerCase() ?? '',
      inside: selector ? Boolean(active?.closest(selector)) : false,
    };
  }, within);
}

const focusedLabel = async (page: Page) => (await focused(page)).label;

describe('layers: Escape closes the topmost only, focus moves in and comes back', () => {
  const portfolio = '[role="dialog"][aria-labelledby]';

  it('portfolio → case study → image: Escape closes the lightbox, then the case study, then the modal', async () => {
    const { page } = watched;
    await openHome(page);
    const opener = page.getByRole('button', { name: 'Browse projects' });
    await opener.focus();
    await opener.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Our Work' });
    const card = modal.getByRole('button', { name: 'IMAX: Bigger Than Your Living Room' });
    await card.waitFor();
    // The modal takes focus on its first control.
    await expect.poll(async () => (await focused(page, portfolio)).inside).toBe(true);

    await card.focus();
    await card.press('Enter');
    const detail = modal.getByTestId('case-study-detail');
    await detail.waitFor();
    // The case study takes focus on its heading.
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: 'h3', label: 'Bigger Than Your Living Room' });

    const image = detail.getByRole('button', { name: 'Open image 1' });
    await image.focus();
    await image.press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Image viewer' });
    await lightbox.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Close image');

    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    expect(await detail.isVisible()).toBe(true);
    await expect.poll(() => focusedLabel(page)).toBe('Open image 1');

    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await card.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('IMAX: Bigger Than Your Living Room');

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe('Browse projects');
    expect(pageProblems()).toEqual([]);
  });

  it('a case study: a film far down keeps the focus as it loads, and Tab goes on to the gallery, where Enter opens an image', async () => {
    const { page } = watched;
    // On a phone the films lie more than a screen below the heading.
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    await page.getByRole('button', { name: 'Browse projects' }).click();
    const modal = page.getByRole('dialog', { name: 'Our Work' });
    await modal.getByRole('button', { name: 'IMAX: Bigger Than Your Living Room' }).click();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h3' });

    // Focus brings the film into view, where it starts to load its first frame.
    await modal.getByLabel('IMAX: Additional Videos 1').focus();
    await page.waitForTimeout(500);
    expect(await focused(page)).toMatchObject({ tag: 'video', label: 'IMAX: Additional Videos 1' });

    const walked: string[] = [];
    for (let step = 0; step < 30 && walked.at(-1) !== 'Open image 1'; step += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      walked.push(now.tag === 'body' ? 'body' : now.label);
    }
    expect(walked).not.toContain('body');
    expect(walked.at(-1)).toBe('Open image 1');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Image viewer' }).waitFor();
    expect(pageProblems()).toEqual([]);
  });

  it('Escape closes the careers panel and gives the focus back to Work with us', async () => {
    const { page } = watched;
    await openHome(page);
    const opener = page.getByRole('button', { name: 'Work with us' });
    await opener.focus();
    await opener.press('Enter');
    const panel = page.getByTestId('employment-panel');
    await panel.getByRole('button', { name: /Freelance Network/ }).focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe('Work with us');
    await page.getByRole('heading', { level: 1, name: TEXT.heading }).waitFor();
    expect(pageProblems()).toEqual([]);
  });

  it('closing the portfolio from the list or from a case study returns focus to its opener', async () => {
    const { page } = watched;
    await openHome(page);
    const opener = page.getByRole('button', { name: 'Browse projects' });
    const modal = page.getByRole('dialog', { name: 'Our Work' });
    const close = modal.getByRole('button', { name: 'Close portfolio' });

    await opener.click();
    await close.click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe('Browse projects');

    await opener.click();
    await modal.getByRole('button', { name: 'IMAX: Bigger Than Your Living Room' }).click();
    await modal.getByTestId('case-study-detail').waitFor();
    await close.click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe('Browse projects');
    expect(pageProblems()).toEqual([]);
  });

  it('the reel overlay takes focus and gives it back to the message box when closed', async () => {
    const { page } = watched;
    await openHome(page);
    await say(page, 'Show me your reel');
    const reel = page.getByRole('dialog', { name: REEL_TEXTS.reelTitle });
    await reel.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await focused(page, '[role="dialog"]')).inside).toBe(true);
    await page.keyboard.press('Escape');
    await reel.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe(TEXT.message);
    expect(pageProblems()).toEqual([]);
  });

  it("the word-limit dialog's Got it! gives focus back to the message box", async () => {
    const { page } = watched;
    await openHome(page);
    const words = Array.from({ length: WORD_LIMIT }, (_, index) => `w${index}`).join(' ');
    await messageBox(page).fill(words);
    await messageBox(page).press('End');
    await messageBox(page).pressSequentially(' x');
    const dialog = page.getByRole('dialog');
    const gotIt = dialog.getByRole('button', { name: 'Got it!' });
    await gotIt.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Got it!');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe(TEXT.message);
    expect(pageProblems()).toEqual([]);
  });
});
