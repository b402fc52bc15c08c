// Hiring end to end: staff post a role in the admin; a visitor finds it on /careers, whose page
// reads without JavaScript with valid JobPosting data, and applies with a PDF; the candidate shows
// in the role's pipeline and moves stage in one action; closed, the role answers 410.
import { describe, expect, inject, it } from 'vitest';
import type { WatchedPage } from './browser.ts';
import { eachTestPage } from './hooks.ts';
import { jobPostingProblems } from '../../../scripts/testing/jobPosting.ts';
import { textPdf } from '../../../scripts/testing/pdf.ts';

const baseURL = inject('baseURL');
const adminToken = inject('adminToken');
const STAMP = Date.now().toString(36);
const TITLE = `Copy Chief ${STAMP}`;
const SLUG = `copy-chief-${STAMP}`;

let watched: WatchedPage;

eachTestPage(baseURL, (test) => {
  watched = test.watched;
});

async function signIn(page: WatchedPage['page']) {
  await page.goto('/admin?tab=roles');
  await page.getByLabel('Admin token', { exact: true }).fill(adminToken);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.getByRole('tab', { name: 'Roles' }).waitFor();
}

describe('careers', () => {
  it('staff post a role; a visitor finds it, applies with a PDF; the candidate moves stage in the pipeline', async () => {
    const { page } = watched;

    // Staff post the role.
    await signIn(page);
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'New Role' }).click();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Minimum pay (USD)').fill('110000');
    await page.getByLabel('Maximum pay (USD)').fill('140000');
    // Mantine's Select: its input, not the listbox that shares its label.
    await page
      .locator('input')
      .and(page.getByLabel('Status', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'Open' }).click();
    await page
      .getByLabel('Description (Markdown: ## headings, - lists)')
      .fill('Lead the words on our campaigns.\n\n## What you will do\n- Concepts\n- Scripts');
    await page.getByLabel('Requirements (Markdown)').fill('- Eight years writing for agencies');
    await page.getByRole('button', { name: 'Save role' }).click();
    await page.getByText('Role created').waitFor();

    // Without JavaScript, its page holds the role and valid JobPosting data.
    const raw = await fetch(`${baseURL}/careers/${SLUG}`);
    expect(raw.status).toBe(200);
    const html = await raw.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(TITLE);
    expect(html).toContain('$110,000–$140,000 a year');
    const postings = [
      ...html.matchAll(/<script data-seo type="application\/ld\+json">([^<]*)<\/script>/g),
    ]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((node) => node['@type'] === 'JobPosting');
    expect(postings).toHaveLength(1);
    expect(jobPostingProblems(postings[0])).toEqual([]);
    expect(postings[0]).toMatchObject({ title: TITLE, employmentType: 'FULL_TIME' });

    // A visitor finds it on /careers, filtered by discipline, and applies with a PDF.
    await page.goto('/careers');
    await page
      .getByRole('navigation', { name: 'Discipline' })
      .getByRole('link', { name: 'Copywriting' })
      .click();
    await page.waitForURL(/discipline=copywriting/);
    await page.getByRole('link', { name: `View role: ${TITLE}` }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const form = page.getByTestId('apply-form');
    await form.getByLabel('Name').fill('Rosa Delgado');
    await form.getByLabel('Email').fill(`rosa.${STAMP}@example.com`);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'rosa-delgado.pdf',
      mimeType: 'application/pdf',
      buffer: await textPdf([
        'Rosa Delgado',
        `rosa.${STAMP}@example.com`,
        'Senior copywriter, 9 years',
        'Skills: copywriting, scripts, social',
      ]),
    });
    await form.getByLabel('Portfolio link').fill('https://rosadelgado.work');
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByTestId('application-sent').getByText('Thank you, Rosa Delgado.').waitFor();

    // The candidate is in the role's pipeline, and moves stage in one action (the browser kept
    // the token).
    await page.goto('/admin?tab=roles');
    await page.getByRole('button', { name: `Candidates: ${TITLE}` }).click();
    const fresh = page.getByTestId('stage-new').getByTestId('candidate-card');
    await fresh.filter({ hasText: 'Rosa Delgado' }).waitFor();
    expect(await page.getByTestId('count-new').textContent()).toBe('1');
    await fresh
      .locator('input')
      .and(page.getByLabel('Move to', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'Interview' }).click();
    await page.getByTestId('stage-interview').getByText('Rosa Delgado').waitFor();
    expect(await page.getByTestId('count-interview').textContent()).toBe('1');
    expect(await page.getByTestId('count-new').textContent()).toBe('0');

    // Closed, the role's page answers 410 with a way to the open roles, and leaves the sitemap.
    const closed = await fetch(`${baseURL}/api/admin/roles/${SLUG}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(closed.status).toBe(200);
    // Fetched, not browsed: the browser logs a 410 as a failed load, which this suite counts.
    const gone = await fetch(`${baseURL}/careers/${SLUG}`);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain('This role is closed');
    expect(goneHtml).toMatch(/href="\/careers"[^>]*>(?:<[^>]+>)*See open roles/);
    expect(await (await fetch(`${baseURL}/sitemap.xml`)).text()).not.toContain(SLUG);
    expect(watched.problems).toEqual([]);
  });
});
