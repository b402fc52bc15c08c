// A lead end to end: the contact page sent with a PDF in Chromium, then found in the admin's Leads
// tab with its document, and its status changed there with one click (and kept after a reload).
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

describe('leads', () => {
  it('a contact submission with a PDF becomes a lead with its document, whose status staff change in one click', async () => {
    const { page } = watched;
    const email = `lin.${STAMP}@example.com`;
    const pdfName = `brief-${STAMP}.pdf`;

    await page.goto('/contact');
    await page.getByLabel('Name').fill('Lin Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Company').fill('Sunset Goods');
    await page.getByLabel('Message').fill('A spring campaign for our new store in Echo Park.');
    await page.locator('input[type="file"]').setInputFiles({
      name: pdfName,
      mimeType: 'application/pdf',
      buffer: await textPdf('Spring campaign brief for Sunset Goods.'),
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();

    await page.goto('/admin');
    await page.getByLabel('Admin token', { exact: true }).fill(adminToken);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByLabel('Search').fill(email);
    const row = page.getByTestId('lead-row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Sunset Goods');
    expect(await row.textContent()).toContain('New');
    await row.getByRole('button', { name: 'Open' }).click();

    const detail = page.getByTestId('lead-detail');
    await detail.getByRole('heading', { name: 'Lin Okafor' }).waitFor();
    await detail.getByTestId('lead-document').filter({ hasText: pdfName }).waitFor();
    await detail
      .getByTestId('lead-conversation')
      // The contact form's message box, as the visitor typed it (the lead page leaves out the form's header).
      .filter({ hasText: 'A spring campaign for our new store in Echo Park.' })
      .waitFor();

    await detail.getByText('Contacted', { exact: true }).click();
    await page.getByTestId('lead-history').filter({ hasText: 'Status: New → Contacted' }).waitFor();
    const leadId = new URL(page.url()).searchParams.get('lead');
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);

    // The staff email's link opens the same lead, with the status kept.
    const linked = await page.goto(`/admin/leads/${leadId}`);
    expect(linked?.status()).toBe(200);
    await page.getByTestId('lead-detail').getByRole('heading', { name: 'Lin Okafor' }).waitFor();
    expect(
      await page.getByTestId('lead-history').filter({ hasText: 'Status: New → Contacted' }).count(),
    ).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  it("on a phone, the lead's status control fits the screen, every status in reach", async () => {
    const { page } = watched;
    const email = `rosa.${STAMP}@example.com`;
    await fetch(`${baseURL}/api/conversations/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'We need a quote for a brand refresh.',
        sessionId: `phone-${STAMP}`,
        clientName: 'Rosa Diaz',
        clientEmail: email,
      }),
    });
    const listed = (await (
      await fetch(`${baseURL}/api/admin/leads?search=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { leads: { id: string }[] };
    const leadId = listed.leads[0]!.id;

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    await page.getByLabel('Admin token', { exact: true }).fill(adminToken);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByRole('tab', { name: 'Leads' }).waitFor();
    await page.goto(`/admin/leads/${leadId}`);
    const detail = page.getByTestId('lead-detail');
    await detail.getByRole('heading', { name: 'Rosa Diaz' }).waitFor();

    const status = detail.getByRole('radiogroup');
    for (const label of ['New', 'Contacted', 'Qualified', 'Won', 'Lost', 'Candidate']) {
      const option = status.getByText(label, { exact: true });
      const box = await option.boundingBox();
      expect(box, label).not.toBeNull();
      expect(box!.x, label).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, label).toBeLessThanOrEqual(390);
      // The whole label shows: not cut by its segment.
      expect(
        await option.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
        label,
      ).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await status.getByText('Qualified', { exact: true }).click();
    await page.getByTestId('lead-history').filter({ hasText: 'Status: New → Qualified' }).waitFor();
    expect(watched.problems).toEqual([]);
  });
});
