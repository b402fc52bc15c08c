// Staff teach the assistant, end to end in Chromium: a visitor's question it cannot answer shows in
// the admin's Unanswered inbox, staff write an answer from it, and the same question and a
// rephrasing of it get that answer at once, on a second server process on the same Postgres too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { WatchedPage } from './browser.ts';
import { eachTestPage } from './hooks.ts';
import { startServer, type RunningServer } from './server.ts';

const baseURL = inject('baseURL');
const adminToken = inject('adminToken');
const databaseUrl = inject('databaseUrl');
const STAMP = Date.now().toString(36);

const QUESTION = 'Is your studio wheelchair accessible?';
const REPHRASED = 'can wheelchair users get into the studio';
const ANSWER = `Yes: the studio has step-free access and an elevator to Suite 210 (${STAMP}).`;

let watched: WatchedPage;
eachTestPage(baseURL, (test) => {
  watched = test.watched;
});

/** A second instance on the same database: only Postgres can be shared by two processes. */
let second: RunningServer | undefined;
beforeAll(async () => {
  if (databaseUrl) second = await startServer({}, { sameDatabaseAs: { adminToken, databaseUrl } });
});
afterAll(async () => {
  await second?.stop();
});

/** Asks on a fresh home page of `origin` and returns the assistant's reply. */
async function ask(page: Page, origin: string, message: string): Promise<string> {
  await page.goto(`${origin}/`);
  await page.locator('[data-page="home"]').waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 10_000 });
  const box = page.getByLabel('Your message');
  await box.fill(message);
  await box.press('Enter');
  const reply = page.getByTestId('message-assistant').first();
  await reply.waitFor({ timeout: 20_000 });
  return (await reply.innerText()).trim();
}

describe('teaching the assistant', () => {
  it('an unanswered question reaches the inbox; the answer written from it is given at once, on every instance', async () => {
    const { page } = watched;
    const before = await ask(page, baseURL, QUESTION);
    expect(before).not.toContain(ANSWER);
    // The second instance has built its assistant before the answer exists.
    if (second) expect(await ask(page, second.baseURL, QUESTION)).not.toContain(ANSWER);

    await page.goto('/admin');
    await page.getByLabel('Admin token', { exact: true }).fill(adminToken);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByRole('tab', { name: 'Assistant' }).click();
    const group = page.getByTestId('unanswered-group').filter({ hasText: QUESTION });
    await group.waitFor();
    expect(await group.getByTestId('unanswered-status').textContent()).toBe('Open');
    expect(await group.innerText()).toMatch(/Asked [1-9]\d* times? .* English/);
    // Each question links to its conversation.
    expect(await group.getByRole('link', { name: QUESTION }).first().getAttribute('href')).toMatch(
      /^\/admin\?conversation=[0-9a-f-]{36}$/,
    );

    await group.getByRole('button', { name: 'Write an answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'A new answer' });
    expect(await dialog.getByLabel('English phrasings').inputValue()).toContain(QUESTION);
    await dialog.getByLabel('Topic').fill('accessibility');
    await dialog.getByLabel('English text').fill(ANSWER);
    await dialog
      .getByLabel('Spanish text')
      .fill(`Sí: el estudio tiene acceso sin escalones y elevador a la Suite 210 (${STAMP}).`);
    const phrasings = dialog.getByLabel('English phrasings');
    await phrasings.fill(`${await phrasings.inputValue()}\n${REPHRASED}`);
    await dialog.getByRole('button', { name: 'Save the answer' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Handled, it leaves the open list and stays visible among the handled ones.
    await page.getByText(/^Handled/).click();
    const handled = page.getByTestId('unanswered-group').filter({ hasText: QUESTION });
    await handled.waitFor();
    expect(await handled.getByTestId('unanswered-status').textContent()).toBe('Answered');
    expect(await handled.innerText()).toMatch(/Answered to “accessibility-/);

    for (const origin of [baseURL, ...(second ? [second.baseURL] : [])]) {
      expect(await ask(page, origin, QUESTION), origin).toContain(ANSWER);
      expect(await ask(page, origin, 'is your studio wheelchair-accessible?'), origin).toContain(
        ANSWER,
      );
      expect(await ask(page, origin, REPHRASED), origin).toContain(ANSWER);
    }
    // Eight page loads on two servers and a rebuild of each one's assistant: past the default.
  }, 180_000);
});
