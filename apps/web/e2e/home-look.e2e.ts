// How the home page's panels look and sit in Chromium at 1440×900 and 390×844: the awards banner
// leaves the conversation readable and usable, the corner buttons and the minimize chevron cover
// nothing on a phone, the portfolio's header is opaque, the expanded card looks like the deck's
// cards, and the showcase tiles carry their titles as text.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { WatchedPage } from './browser.ts';
import { eachTestPage } from './hooks.ts';

const baseURL = inject('baseURL');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
let watched: WatchedPage;

eachTestPage(baseURL, (test) => {
  watched = test.watched;
});

async function openHome(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = watched;
  await page.setViewportSize(viewport);
  await page.goto('/');
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 10_000 });
  return page;
}

async function say(page: Page, text: string, before = 0) {
  const box = page.getByLabel('Your message');
  await box.fill(text);
  await box.press('Enter');
  await page.getByTestId('message-assistant').nth(before).waitFor({ timeout: 20_000 });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

describe('home page look', () => {
  it('awards banner: the latest answer and the message box stay above it, and the box takes typing', async () => {
    const page = await openHome(DESKTOP);
    await say(page, 'Has your agency won any Clio awards?');
    await page.getByTestId('awards-banner').getByRole('heading').waitFor();
    const bannerTop = DESKTOP.height * 0.4;

    // The page scrolls (smoothly) to put the conversation's end above the banner.
    await expect
      .poll(async () => (await box(page, '[data-testid="message-assistant"]')).y, {
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(0);
    // The smooth scroll's length grows with the page above the chat (header, work row).
    await expect
      .poll(
        async () => {
          const input = await box(page, 'textarea');
          return input.y + input.height;
        },
        { timeout: 5_000 },
      )
      .toBeLessThanOrEqual(bannerTop);
    const answer = await box(page, '[data-testid="message-assistant"]');
    expect(answer.y + answer.height).toBeLessThanOrEqual(bannerTop);

    // Nothing lies over the message box: a click there reaches it, and it takes the text. The
    // poll above may pass while the smooth scroll still moves the box, so the click waits for the
    // box to stand still and fails if anything else would receive it (the banner above all).
    await page.getByLabel('Your message').click({ timeout: 5_000 });
    await page.keyboard.type('Which ones?');
    expect(await page.getByLabel('Your message').inputValue()).toBe('Which ones?');
    expect(await page.getByTestId('awards-banner').isVisible()).toBe(true);
  });

  it('phone: the corner buttons scroll away with the page instead of covering the heading', async () => {
    const page = await openHome(PHONE);
    // The careers panel scrolls itself into view when it opens; at once under reduced motion, so
    // that no smooth scroll is still running when the test sets its own position.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await say(page, 'Where is your studio located?');
    // The careers panel makes the page taller than the window, so that it can scroll.
    await page.getByRole('button', { name: 'Work with us' }).click();
    await page.getByTestId('employment-panel').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const heading = await box(page, 'h1');
    await page.evaluate((top) => window.scrollTo(0, top), heading.y - 20);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolledHeading = await box(page, 'h1');
    for (const corner of [
      'button[aria-label="Open menu"]',
      'button[aria-label$="back to the start"]',
    ]) {
      expect(overlaps(await box(page, corner), scrolledHeading)).toBe(false);
    }
  });

  it('phone: the thread starts below the minimize chevron, so no bubble is cut under it', async () => {
    const page = await openHome(PHONE);
    await say(page, 'Where is your studio located?');
    const chevron = await box(page, 'button[aria-label="Minimize chat"]');
    const thread = await box(page, '[role="log"]');
    expect(thread.y).toBeGreaterThanOrEqual(chevron.y + chevron.height);
  });

  it('portfolio: the header behind "Our Work" is opaque, and the modal has rounded corners', async () => {
    const page = await openHome(DESKTOP);
    await page.getByRole('button', { name: 'Browse projects' }).click();
    const title = page.getByRole('dialog').getByRole('heading', { name: 'Our Work' });
    await title.waitFor();
    const background = await title.evaluate((element) => {
      let node: Element | null = element;
      while (node && getComputedStyle(node).position !== 'sticky') node = node.parentElement;
      return node ? getComputedStyle(node).backgroundColor : 'no sticky header';
    });
    expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    // Its rounded corners (radius lg) need Paper's sheet, which the lazy modal brings along.
    const radius = await page
      .getByRole('dialog')
      .evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius));
    expect(radius).toBeGreaterThanOrEqual(16);
  });

  it.each([
    ['desktop', DESKTOP, DESKTOP.width * 0.8],
    ['phone', PHONE, PHONE.width * 0.8],
    ['wide screen', { width: 2000, height: 1000 }, 1400],
  ] as const)(
    'expanded card on a %s: 80 percent of the viewport wide, at most 1400 px',
    async (_, viewport, width) => {
      const page = await openHome(viewport);
      await say(page, 'Do you work with food and beverage brands?');
      const deck = page.getByTestId('card-deck');
      await deck.getByTestId('deck-card').first().getByRole('button').first().click();
      await deck.getByRole('button', { name: 'Find out more...' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The pop transition scales it in: measured once it has settled.
      await expect
        .poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0))
        .toBe(Math.round(width));
    },
  );

  it("expanded card: the deck card's title type, larger, and the deck's rounded corners", async () => {
    const page = await openHome(DESKTOP);
    await say(page, 'Do you work with food and beverage brands?');
    const deck = page.getByTestId('card-deck');
    const card = deck.getByTestId('deck-card').first();
    await card.waitFor();
    const cardTitle = await card
      .locator('[id$="-title"]')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { family: style.fontFamily, weight: style.fontWeight };
      });
    await card.getByRole('button').first().click();
    await deck.getByRole('button', { name: 'Find out more...' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const look = await dialog.evaluate((element) => {
      const title = element.querySelector('h2') ?? element.querySelector('[class*="title"]');
      const content = element.closest('section') ?? element;
      const style = title ? getComputedStyle(title) : null;
      return {
        family: style?.fontFamily,
        weight: style?.fontWeight,
        size: parseFloat(style?.fontSize ?? '0'),
        radius: parseFloat(getComputedStyle(content).borderTopLeftRadius),
      };
    });
    expect(look.family).toBe(cardTitle.family);
    expect(look.weight).toBe(cardTitle.weight);
    expect(look.size).toBeGreaterThanOrEqual(22);
    expect(look.radius).toBe(24);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`showcase at ${viewport.width} wide: each tile's title and caption are text over its poster, legible`, async () => {
      const page = await openHome(viewport);
      await say(page, 'Do you have a reel?');
      const tiles = page.getByTestId('showcase').getByRole('button', { name: /^Play / });
      await tiles.first().waitFor();
      expect(await tiles.count()).toBe(3);
      for (const title of ['Highlight Reel', 'Brand Vision', 'Client Stories']) {
        const tile = page.getByRole('button', { name: `Play ${title}` });
        const text = tile.getByText(title, { exact: true });
        const tileBox = await tile.boundingBox();
        const textBox = await text.boundingBox();
        if (!tileBox || !textBox) throw new Error(`${title} has no text on its tile`);
        expect(textBox.x).toBeGreaterThanOrEqual(tileBox.x);
        expect(textBox.y + textBox.height).toBeLessThanOrEqual(tileBox.y + tileBox.height);
        const sizes = await tile.evaluate((element) =>
          [...element.querySelectorAll('span')]
            .filter((span) => span.children.length === 0 && span.textContent?.trim())
            .map((span) => parseFloat(getComputedStyle(span).fontSize)),
        );
        expect(sizes.length).toBeGreaterThanOrEqual(2);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13);
      }
    });
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} wide: the site's labelled header, and the work on the first screen`, async () => {
      const page = await openHome(viewport);
      const header = page.getByRole('navigation', { name: 'Main' });
      expect(await header.getByRole('link').allInnerTexts()).toEqual([
        'Work',
        'Services',
        'About',
        'Careers',
        'Contact',
      ]);
      const work = page.locator('#work');
      const frames = work.getByRole('link', { name: /^(IMAX|Electra|Sunset|Golden)/ });
      expect(await frames.count()).toBe(4);
      expect(await frames.first().getAttribute('href')).toBe('/case-studies/imax');
      // The first frame's picture is in the first screen, below the chat.
      const picture = await frames.first().locator('img').boundingBox();
      const chat = await box(page, 'textarea');
      expect(picture!.y).toBeGreaterThan(chat.y);
      expect(picture!.y + picture!.height / 2).toBeLessThanOrEqual(viewport.height);
    });
  }

  it("desktop: the toolbar's tools show their names beside their icons", async () => {
    const page = await openHome(DESKTOP);
    for (const [name, label] of [
      ['Work with us', 'Work with us'],
      ['Partner with us', 'Partner'],
      ['Browse projects', 'Projects'],
      ['Contact', 'Contact'],
      ['Awards', 'Awards'],
    ]) {
      const tool = page.getByRole('toolbar').getByRole('button', { name, exact: true });
      expect(await tool.innerText()).toBe(label);
    }
  });

  it('a work frame plays its film on hover, unless the visitor asked for reduced motion', async () => {
    const page = await openHome(DESKTOP);
    const frame = page.locator('#work').getByRole('link').filter({ hasText: 'IMAX' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await frame.hover();
    expect(await frame.locator('video').count()).toBe(0);
    await page.mouse.move(0, 0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await frame.hover();
    expect(await frame.locator('video').getAttribute('src')).toBe(
      '/media/case-studies/imax/hero.mp4',
    );
  });
});
