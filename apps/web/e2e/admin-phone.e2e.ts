// The admin on a phone (390 × 844, an iPhone's CSS pixels): every tab, the lead page with its reply
// composer and dialogs, and a conversation fit the screen, nothing wider than it and no control cut
// off at its edge, and each list shows a card per row instead of a table to scroll sideways. Its own
// site, with a webhook configured (at a port nobody listens on), so the deliveries list has rows.
// With E2E_SCREENSHOTS=<folder>, each screen is also saved there to be looked at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type WatchedPage } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { textPdf } from '../../../scripts/testing/pdf.ts';

const WIDTH = 390;
const STAMP = Date.now().toString(36);
const SHOTS = process.env.E2E_SCREENSHOTS;

let server: RunningServer;
let browser: Browser;
let leadId: string;
let conversationId: string;

async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.baseURL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${server.adminToken}`, ...init.headers },
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** A visitor's chat with their contact details: a conversation, a lead, and its webhook delivery. */
async function chat(name: string, email: string, message: string) {
  return (await api('/api/conversations/message', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      sessionId: `phone-${email}`,
      personaSlug: 'default',
      clientName: name,
      clientEmail: email,
      subject: 'A campaign with a rather long subject line to see how it wraps',
    }),
  })) as { conversationId: string };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      WEBHOOK_URL: 'http://127.0.0.1:9/hooks/leads',
      WEBHOOK_SECRET: 'phone-e2e-webhook-secret',
    }),
    launchBrowser(),
  ]);
  const email = `valentina.${STAMP}@example-agency-client.com`;
  ({ conversationId } = await chat(
    'Valentina Castellanos-Whitfield',
    email,
    'We need a launch campaign for our new line of oat milk across Los Angeles this spring.',
  ));
  await chat('Sam Lee', `sam.${STAMP}@example.com`, 'Do you make music videos?');
  const leads = (await api(`/api/admin/leads?search=${encodeURIComponent(email)}`)) as {
    leads: { id: string }[];
  };
  leadId = leads.leads[0]!.id;

  const resume = new FormData();
  resume.append(
    'resume',
    new Blob(
      [
        new Uint8Array(
          await textPdf([
            'Marisol Vega',
            `marisol.${STAMP}@example.com | (323) 555-0182`,
            'Skills: Photoshop, Illustrator, Figma, Art Direction, Branding, Motion Graphics',
          ]),
        ),
      ],
      { type: 'application/pdf' },
    ),
    `Marisol Vega Resume ${STAMP}.pdf`,
  );
  await api('/api/upload-resume', { method: 'POST', body: resume });
  await api('/api/admin/staff', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Jo Park', role: 'staff' }),
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone's page, signed in to the admin. */
async function phone(): Promise<WatchedPage> {
  const watched = await openPage(browser, server.baseURL);
  const { page } = watched;
  await page.setViewportSize({ width: WIDTH, height: 844 });
  await page.goto('/admin');
  await page.getByLabel('Admin token', { exact: true }).fill(server.adminToken);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.getByRole('tab', { name: /Conversations/ }).waitFor();
  return watched;
}

/**
 * Nothing makes the page wider than the phone, and every visible control lies within it: a
 * control cut off by a container that hides its overflow would not widen the page.
 */
async function expectFits(page: Page, screen: string) {
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    const path = join(SHOTS, `${screen}.png`);
    // A dialog as the phone shows it; a page, its first screens' worth, where a list of hundreds
    // would be a long strip.
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    if (await page.getByRole('dialog').count()) await page.screenshot({ path });
    else
      await page.screenshot({
        path,
        fullPage: true,
        clip: { x: 0, y: 0, width: WIDTH, height: Math.min(height, 2400) },
      });
  }
  expect(
    await page.evaluate(() => document.scrollingElement!.scrollWidth),
    `${screen}: the page's width`,
  ).toBeLessThanOrEqual(WIDTH);
  const outside = await page.evaluate((width) => {
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), textarea, [role="tab"], [role="radio"]',
    );
    return [...controls]
      .filter((control) => control.checkVisibility({ opacityProperty: false }))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -1 || box.right > width + 1))
      .map(
        ({ control, box }) =>
          `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}" at ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
  }, WIDTH);
  expect(outside, `${screen}: controls outside the screen`).toEqual([]);
}

/** The list's rows are laid out as cards (a grid each, no column headings), within the screen. */
async function expectCards(rows: Locator, screen: string) {
  await rows.first().waitFor();
  const cards = await rows.evaluateAll((elements) =>
    elements.map((row) => {
      const box = row.getBoundingClientRect();
      const headings = row.closest('table')?.querySelector('thead th:not([data-area="select"])');
      return {
        display: getComputedStyle(row).display,
        headingsHidden: !headings || !headings.checkVisibility(),
        left: box.left,
        right: box.right,
      };
    }),
  );
  expect(cards.length, screen).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.display, `${screen}: a row's layout`).toBe('grid');
    expect(card.headingsHidden, `${screen}: column headings`).toBe(true);
    expect(card.left, screen).toBeGreaterThanOrEqual(0);
    expect(card.right, screen).toBeLessThanOrEqual(WIDTH);
  }
}

describe('the admin on a phone', () => {
  it('every tab fits 390 px, its list a card per row', async () => {
    const watched = await phone();
    const { page } = watched;
    const tabs: { tab: string; ready: string; rows?: string }[] = [
      { tab: 'conversations', ready: 'conversation-row', rows: 'conversation-row' },
      { tab: 'leads', ready: 'lead-row', rows: 'lead-row' },
      { tab: 'resumes', ready: 'resume-item' },
      { tab: 'case-studies', ready: 'case-study-card' },
      { tab: 'roles', ready: 'role-admin-card' },
      { tab: 'assistant&view=answers', ready: 'answer-row', rows: 'answer-row' },
      { tab: 'deliveries', ready: 'delivery-row', rows: 'delivery-row' },
      { tab: 'dashboard', ready: 'chart-figure' },
      { tab: 'staff', ready: 'staff-row', rows: 'staff-row' },
    ];
    for (const { tab, ready, rows } of tabs) {
      await page.goto(`/admin?tab=${tab}`);
      await page.getByTestId(ready).first().waitFor();
      const screen = tab.split('&')[0]!;
      if (rows) await expectCards(page.getByTestId(rows), screen);
      await expectFits(page, screen);
    }
    // A role's candidates, a column per stage on a wide screen.
    await page.goto('/admin?tab=roles');
    await page
      .getByRole('button', { name: /^Candidates: / })
      .first()
      .click();
    await page.getByTestId('pipeline').waitFor();
    await expectFits(page, 'pipeline');

    // A resume's details are under the list on a phone: choosing one brings them into view.
    await page.goto('/admin?tab=resumes');
    await page
      .getByTestId('resume-item')
      .getByRole('button', { name: 'Details', exact: true })
      .click();
    await expect
      .poll(() =>
        page.getByTestId('resume-panel').evaluate((panel) => panel.getBoundingClientRect().top),
      )
      .toBeLessThan(100);

    await page.goto('/admin?tab=assistant');
    await page.getByRole('button', { name: 'Import answers' }).waitFor();
    await expectFits(page, 'assistant-unanswered');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('a lead card is selected by its checkbox, and the bulk actions and their dialog fit', async () => {
    const watched = await phone();
    const { page } = watched;
    await page.goto('/admin?tab=leads');
    const card = page.getByTestId('lead-row').filter({ hasText: 'Valentina' });
    await card.getByRole('checkbox').check();
    const bulk = page.getByTestId('lead-bulk');
    await bulk.getByText('1 selected').waitFor();
    // Select all stays within reach on a card list, though the column headings are gone.
    expect(
      await page.getByRole('checkbox', { name: 'Select all leads on this page' }).isVisible(),
    ).toBe(true);
    await expectFits(page, 'leads-selected');
    await bulk.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').waitFor();
    await expectFits(page, 'leads-delete-dialog');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('the lead page, its reply composer and its dialogs fit 390 px', async () => {
    const watched = await phone();
    const { page } = watched;
    await page.goto(`/admin?tab=leads&lead=${leadId}`);
    const detail = page.getByTestId('lead-detail');
    await detail.getByRole('heading', { name: 'Valentina Castellanos-Whitfield' }).waitFor();
    const composer = page.getByRole('form', { name: 'Reply by email' });
    await composer.getByLabel('Subject').fill('Your oat milk launch: a first call this week?');
    await expectFits(page, 'lead');

    await page.getByRole('button', { name: 'Edit templates' }).click();
    await page.getByTestId('reply-templates').waitFor();
    await expectFits(page, 'lead-templates-dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('reply-templates').waitFor({ state: 'detached' });

    await detail.getByRole('button', { name: 'Delete all data' }).click();
    await page.getByRole('dialog').waitFor();
    await expectFits(page, 'lead-delete-dialog');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('a conversation fits 390 px', async () => {
    const watched = await phone();
    const { page } = watched;
    await page.goto(`/admin?conversation=${conversationId}`);
    await page.getByTestId('conversation-message').first().waitFor();
    await expectFits(page, 'conversation');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});
