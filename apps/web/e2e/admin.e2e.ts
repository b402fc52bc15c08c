// The admin area end to end: login and logout, a staff member's own token from sign-in to
// revocation, a conversation made through the chat, a resume uploaded through the site, and a case
// study created with images and edited, then seen on its page.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { WatchedPage } from './browser.ts';
import { eachTestPage } from './hooks.ts';
import { textPdf } from '../../../scripts/testing/pdf.ts';

const baseURL = inject('baseURL');
const adminToken = inject('adminToken');
const STAMP = Date.now().toString(36);

let watched: WatchedPage;

eachTestPage(baseURL, (test) => {
  watched = test.watched;
});

/** A 1×1 PNG: the server re-encodes uploads to WebP, so any valid image will do. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

async function login(page: Page, token = adminToken) {
  await page.goto('/admin');
  await page.getByLabel('Admin token', { exact: true }).fill(token);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
}

async function loggedIn(page: Page, path = '/admin') {
  await login(page);
  await page.getByRole('tab', { name: 'Conversations' }).waitFor();
  if (path !== '/admin') await page.goto(path);
}

describe('admin login', () => {
  it('refuses a wrong token, accepts the right one, and Logout clears it', async () => {
    const { page, problems } = watched;
    // Chromium reports the refused login check as a failed load.
    watched.expectFailedLoad('/api/admin/conversations?limit=1', 403);

    await login(page, 'not-the-admin-token');
    await page.getByText('Invalid admin token').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();

    await page.getByLabel('Admin token', { exact: true }).fill(adminToken);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByRole('tab', { name: 'Conversations' }).waitFor();
    for (const tab of ['Resumes', 'Case Studies'])
      expect(await page.getByRole('tab', { name: tab }).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBe(adminToken);

    // The session survives a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Conversations' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
    expect(problems).toEqual([]);
  });
});

describe('staff', () => {
  it('an owner gives a person a token, shown once; they sign in by name; revoked, it is refused at once', async () => {
    const { page, problems } = watched;
    const name = `Jo Park ${STAMP}`;
    const owner = { authorization: `Bearer ${adminToken}` };
    watched.expectFailedLoad('/api/admin/conversations?limit=1', 401);

    await loggedIn(page, '/admin?tab=staff');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('staff-token').locator('pre').textContent())!.trim();
    expect(token).toMatch(/^slc_[0-9a-f]{12}_/);
    await page.locator('[data-testid="staff-row"]', { hasText: name }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await login(page, token);
    await page.getByText(`Signed in as ${name}`).waitFor();
    expect(await page.getByRole('tab', { name: 'Staff' }).count()).toBe(0);

    const people = await fetch(`${baseURL}/api/admin/staff`, { headers: owner }).then(
      (res) => res.json() as Promise<{ id: string; name: string; lastUsedAt: string | null }[]>,
    );
    const person = people.find((entry) => entry.name === name)!;
    expect(person.lastUsedAt).not.toBeNull();
    const revoked = await fetch(`${baseURL}/api/admin/staff/${person.id}/revoke`, {
      method: 'POST',
      headers: owner,
    });
    expect(revoked.status).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await login(page, token);
    await page.getByText(`This token (${name}) was revoked`, { exact: false }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('conversations', () => {
  it('a conversation made through the chat appears with its intent and opens, with its PDF', async () => {
    const { page, problems } = watched;
    const name = `Rosa Delgado ${STAMP}`;
    const chat = await fetch(`${baseURL}/api/conversations/message`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: 'We need a campaign to launch our taqueria in Echo Park this summer',
        sessionId: `e2e-${STAMP}`,
        personaSlug: 'default',
        clientName: name,
        clientEmail: `rosa.${STAMP}@example.com`,
        subject: 'Summer launch',
      }),
    });
    expect(chat.status).toBe(200);
    const { conversationId, intent } = (await chat.json()) as {
      conversationId: string;
      intent: string;
    };
    expect(intent).toBe('service-inquiry');

    const brief = new FormData();
    brief.append(
      'pdf',
      new Blob([new Uint8Array(await textPdf(['Echo Park launch brief', 'Budget: $40K']))], {
        type: 'application/pdf',
      }),
      'echo-park-brief.pdf',
    );
    brief.append('conversationId', conversationId);
    brief.append('clientName', name);
    expect((await fetch(`${baseURL}/api/upload-pdf`, { method: 'POST', body: brief })).status).toBe(
      200,
    );

    await loggedIn(page);
    await page.getByLabel('Search').fill(name);
    const row = page.locator(`[data-conversation-id="${conversationId}"]`);
    await row.waitFor();
    expect(await row.locator('[data-intent]').textContent()).toBe('Service Inquiry');
    expect(await row.textContent()).toContain(name);

    await row.getByRole('button', { name: 'View Details' }).click();
    const message = page.getByTestId('conversation-message').first();
    await message.waitFor();
    expect(await message.textContent()).toContain(
      'We need a campaign to launch our taqueria in Echo Park this summer',
    );
    expect(await message.getByTestId('token-info').textContent()).not.toBe('');
    expect(await page.getByTestId('conversation-detail').textContent()).toContain(
      `rosa.${STAMP}@example.com`,
    );

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open echo-park-brief.pdf' }).click();
    const tab = await popup;
    await tab.waitForURL(/^blob:/);
    await tab.close();
    expect(problems).toEqual([]);
  });
});

describe('resumes', () => {
  it('a resume uploaded through the site appears, opens and downloads under its name', async () => {
    const { page, problems } = watched;
    const candidate = `Marisol Vega`;
    const fileName = `Marisol Vega Resume ${STAMP}.pdf`;
    const bytes = await textPdf([
      candidate,
      `marisol.${STAMP}@example.com | (323) 555-0182`,
      'Senior Art Director',
      'Experience',
      'Art Director, Sunset Creative, 2016 - 2024',
      'Skills: Adobe Photoshop, Illustrator, Figma, Art Direction, Branding, Motion Graphics, Copywriting',
    ]);
    const form = new FormData();
    form.append('resume', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
    const uploaded = await fetch(`${baseURL}/api/upload-resume`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const { resumeData } = (await uploaded.json()) as { resumeData: { resumeId: string } };

    await loggedIn(page, '/admin?tab=resumes');
    await page.getByLabel('Search').fill(`marisol.${STAMP}`);
    const item = page.locator(`[data-resume-id="${resumeData.resumeId}"]`);
    await item.waitFor();
    expect(await item.textContent()).toContain(candidate);
    await item.getByTestId('skill-chips').waitFor();
    expect(await page.getByTestId('resume-details').textContent()).toContain('confidence');

    const popup = page.waitForEvent('popup');
    await item.getByRole('button', { name: 'View PDF' }).click();
    const tab = await popup;
    await tab.waitForURL(/^blob:/);
    await tab.close();

    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: 'Download' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(fileName);
    expect(Buffer.compare(await readFile((await saved.path())!), Buffer.from(bytes))).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('case studies', () => {
  it('keeps Create Case Study in view while the lower sections are edited', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 1440, height: 900 });
    await loggedIn(page, '/admin?tab=case-studies&new=1');
    const create = page.getByRole('button', { name: 'Create Case Study' });
    await create.waitFor();
    await page.getByLabel('Single video URL (legacy)').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await create.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
  });

  it('a case study created with images and edited in the admin shows on its public page', async () => {
    const { page, problems } = watched;
    const title = `Echo Park Night Market ${STAMP}`;
    const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

    await loggedIn(page, '/admin?tab=case-studies');
    await page.getByRole('button', { name: 'New Case Study' }).click();
    const form = page.getByTestId('case-study-form');
    await form.waitFor();
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    expect(await page.getByTestId('case-study-id').textContent()).toContain(`/case-studies/${id}`);
    await form.getByRole('textbox', { name: /^Client/ }).fill('Echo Park Night Market');
    await form.getByRole('textbox', { name: /^Industry/ }).fill('Food & Beverage');
    await form.getByRole('textbox', { name: 'Duration', exact: true }).fill('8 weeks');
    await form
      .getByRole('textbox', { name: /^Challenge/ })
      .fill('A new night market needed Eastside crowds on its first Friday.');
    await form
      .getByRole('textbox', { name: 'Execution step 1', exact: true })
      .fill('Filmed vendors at golden hour for vertical social cutdowns');
    await form
      .getByRole('textbox', { name: 'Result 1', exact: true })
      .fill('12,000 visitors on opening night');
    // No video: the page would embed YouTube, which this sandboxed browser cannot reach.

    const files = form.locator('input[type="file"]');
    await files.nth(0).setInputFiles({ name: 'thumbnail.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Thumbnail', exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toMatch(/^\/api\/files\/[0-9a-f]{64}\.webp$/);
    await files.nth(1).setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Hero image', exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toMatch(/^\/api\/files\/[0-9a-f]{64}\.webp$/);
    await form
      .locator('input[type="file"][multiple]')
      .setInputFiles({ name: 'gallery.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(
        () => form.getByRole('textbox', { name: 'Gallery image 1', exact: true }).inputValue(),
        { timeout: 15_000 },
      )
      .toMatch(/^\/api\/files\//);
    const hero = await form.getByRole('textbox', { name: 'Hero image', exact: true }).inputValue();
    const gallery = await form
      .getByRole('textbox', { name: 'Gallery image 1', exact: true })
      .inputValue();

    await form.getByRole('button', { name: 'Create Case Study' }).click();
    await page.getByText('Case study created').waitFor();
    const card = page.locator(`[data-case-study-id="${id}"]`);
    await card.waitFor();

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await form.waitFor();
    await form
      .getByRole('textbox', { name: /^Challenge/ })
      .fill('A new night market needed Eastside crowds on its very first Friday, on a shoestring.');
    await form.getByRole('button', { name: 'Add result' }).click();
    await form
      .getByRole('textbox', { name: 'Result 2', exact: true })
      .fill('Sold out every vendor stall by 9 pm');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Case study saved').waitFor();

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const revisions = page.getByTestId('revision');
    await expect.poll(() => revisions.count()).toBe(2);
    expect(await revisions.first().textContent()).toContain('Changed: Challenge, Results');

    await page.goto(`/case-studies/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const body = await page.locator('main').textContent();
    expect(body).toContain('on a shoestring');
    expect(body).toContain('Sold out every vendor stall by 9 pm');
    expect(body).toContain('Filmed vendors at golden hour');
    await page.locator(`img[src="${hero}"]`).first().waitFor();
    await page.locator(`img[src="${gallery}"]`).first().waitFor();
    expect(problems).toEqual([]);
  });
});
