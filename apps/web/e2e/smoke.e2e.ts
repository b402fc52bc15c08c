import { TEXTS } from '@agency/schema';
import { describe, expect, inject, it } from 'vitest';
import type { WatchedPage } from './browser.ts';
import { eachTestPage } from './hooks.ts';

const baseURL = inject('baseURL');
let watched: WatchedPage;

eachTestPage(baseURL, (test) => {
  watched = test.watched;
});

describe('smoke', () => {
  it('serves the home page', async () => {
    const { page, problems } = watched;

    const response = await page.goto('/');

    expect(response?.status()).toBe(200);
    await page.locator('[data-page="home"]').waitFor();
    expect(await page.title()).toContain('Silver Lake Creative');
    expect(problems).toEqual([]);
  });

  it('answers an unknown path with status 404 and the 404 page, whose button leads home', async () => {
    const { page, problems } = watched;
    watched.expectFailedLoad('/this-does-not-exist', 404);

    const response = await page.goto('/this-does-not-exist');

    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: TEXTS.notFound }).waitFor();

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.locator('[data-page="home"]').waitFor();
    expect(problems).toEqual([]);
  });
});
