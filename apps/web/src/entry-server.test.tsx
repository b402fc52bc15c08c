import { CaseStudy, WORD_LIMIT, type CaseStudyInput, type Service } from '@agency/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './boot.tsx';
import { startHome } from './bootHome.tsx';
import { CHAT_TEXTS } from './features/chat/texts.ts';
import { renderPage } from './entry-server.tsx';
import { APP_READY_ATTRIBUTE } from './lib/appReady.ts';
import { resetSiteOrigin } from './lib/seo/index.ts';
import { fakeApi, type TrpcHandlers } from './test/fakeApi.ts';

const ORIGIN = 'https://www.example.com';

const study = (id: string, title: string) =>
  CaseStudy.parse({
    id,
    client: 'IMAX',
    title,
    industry: 'Entertainment',
    challenge: 'Streaming windows had shrunk.',
    images: { hero: `/media/case-studies/${id}/hero.webp`, gallery: [] },
  } satisfies CaseStudyInput);

const imax = study('imax', 'Bigger Than Your Living Room');
const fresh = study('fresh-launch', 'A Fresh Launch');
const map = (...studies: CaseStudy[]) => ({
  caseStudies: Object.fromEntries(studies.map((item) => [item.id, item])),
});

const brandStrategy: Service = {
  slug: 'brand-strategy',
  title: 'Brand Strategy',
  description: 'Positioning, identity and messaging that give your team one clear story to tell.',
  overview: 'A brand strategy should make decisions easier.',
  keyServices: ['Brand positioning and architecture'],
  capabilities: ['Competitive and category audits'],
  approach: ['Research: we interview stakeholders and customers.'],
  results: 'Clear positioning is what makes the rest of the work perform.',
  clientTypes: ['Founders and startups'],
};

async function serverRender(url: string, handlers: TrpcHandlers) {
  const api = fakeApi(handlers);
  const page = await renderPage({ url, origin: ORIGIN, fetch: api.fetchMock });
  return { page, calls: api.paths() };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  for (const node of document.head.querySelectorAll('[data-seo]')) node.remove();
  resetSiteOrigin();
  window.history.replaceState(null, '', '/');
});

/** Puts the server's page in the document, as the browser receives it, and starts the app on it. */
async function hydrateInBrowser(
  url: string,
  page: { html: string; state: string },
  { keepDocument = false } = {},
) {
  window.history.replaceState(null, '', url);
  if (!keepDocument) document.body.innerHTML = `<div id="root">${page.html}</div>${page.state}`;
  const browserFetch = vi.fn(() => Promise.reject(new Error('the page asked for data again')));
  vi.stubGlobal('fetch', browserFetch);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = await startApp(document.getElementById('root')!, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { browserFetch, recoverable };
}

describe('server rendering', () => {
  it('draws a case study with its data, which the browser hydrates as it is', async () => {
    const { page, calls } = await serverRender('/case-studies/imax', {
      'caseStudies.bundle': () => map(imax, fresh),
    });
    expect(calls).toEqual(['caseStudies.bundle']);
    expect(page?.html).toContain('<h1');
    expect(page?.html).toContain(imax.title);
    expect(page?.html).toContain('src="/media/case-studies/imax/hero.webp"');
    expect(page?.html).not.toContain('case-study-skeleton');
    expect(page?.state).toMatch(/^<script type="application\/json" id="app-state">/);
    // The state carries the study shown, not the whole bundle.
    expect(page?.state).toContain(imax.challenge);
    expect(page?.state).not.toContain(fresh.title);

    const serverHeading = (() => {
      document.body.innerHTML = page!.html;
      return document.querySelector('h1')?.textContent;
    })();
    expect(serverHeading).toBe(imax.title);

    const { browserFetch, recoverable } = await hydrateInBrowser('/case-studies/imax', page!);
    const heading = screen.getByRole('heading', { level: 1, name: imax.title });
    // Hydration keeps the server's elements; a render from scratch would have replaced them.
    expect(document.querySelector('h1')).toBe(heading);
    expect(recoverable).toEqual([]);
    expect(browserFetch).not.toHaveBeenCalled();
  });

  it('also fetches the full list for a study newer than the bundle', async () => {
    const { page, calls } = await serverRender('/case-studies/fresh-launch', {
      'caseStudies.bundle': () => map(imax),
      'caseStudies.list': () => map(imax, fresh),
    });
    expect(calls).toEqual(['caseStudies.bundle', 'caseStudies.list']);
    expect(page?.html).toContain(fresh.title);

    const { recoverable, browserFetch } = await hydrateInBrowser(
      '/case-studies/fresh-launch',
      page!,
    );
    expect(screen.getByRole('heading', { level: 1, name: fresh.title })).toBeTruthy();
    expect(recoverable).toEqual([]);
    expect(browserFetch).not.toHaveBeenCalled();
  });

  it('draws a service page from its data', async () => {
    const { page, calls } = await serverRender('/services/brand-strategy', {
      'services.bySlug': (input) => {
        expect(input).toEqual({ slug: 'brand-strategy' });
        return brandStrategy;
      },
    });
    expect(calls).toEqual(['services.bySlug']);
    expect(page?.html).toContain(brandStrategy.description);

    const { recoverable } = await hydrateInBrowser('/services/brand-strategy', page!);
    expect(screen.getByRole('heading', { level: 1, name: 'Brand Strategy' })).toBeTruthy();
    expect(recoverable).toEqual([]);
  });

  it('draws the static pages without asking for data', async () => {
    for (const url of ['/contact', '/about', '/privacy-policy']) {
      const { page, calls } = await serverRender(url, {});
      expect(calls).toEqual([]);
      expect(page?.html).toContain('<main');
      expect(page?.state).toContain('"queries":[]');
    }
    const { page } = await serverRender('/contact', {});
    const { recoverable } = await hydrateInBrowser('/contact', page!);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(recoverable).toEqual([]);
  });

  it('keeps what the visitor typed before the app ran, on screen and in the form', async () => {
    const { page } = await serverRender('/contact', {});
    window.history.replaceState(null, '', '/contact');
    document.body.innerHTML = `<div id="root">${page!.html}</div>${page!.state}`;
    // Typing into the server's form, before any script: the browser sets the field's value.
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'Ada');

    const { recoverable } = await hydrateInBrowser('/contact', page!, { keepDocument: true });
    await waitFor(() =>
      expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message is required');
    // Validation re-rendered the form: the name is in its state, not only on screen.
    expect(screen.queryByText('Name is required')).toBeNull();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
    expect(recoverable).toEqual([]);
  });

  it('hydrates a page drawn in the old year on New Year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-31T23:59:59'));
      const { page } = await serverRender('/about', {});
      expect(page?.html).toContain('2026');
      vi.setSystemTime(new Date('2027-01-01T00:00:01'));
      const { recoverable } = await hydrateInBrowser('/about', page!);
      expect(recoverable).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the admin area to the browser', async () => {
    expect((await serverRender('/admin', {})).page).toBeNull();
  });

  it('draws the home page, which its own entry hydrates as it is, keeping what was typed', async () => {
    const { page, calls } = await serverRender('/', {});
    expect(calls).toEqual([]);
    expect(page?.state).toBe('');
    expect(page?.html).toMatch(/<video[^>]* muted=""/);
    // A browser takes a media element's muted state from the attribute the server wrote; jsdom
    // does not, and would report a mismatch no browser sees.
    vi.spyOn(HTMLMediaElement.prototype, 'muted', 'get').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      return this.hasAttribute('muted');
    });
    document.body.innerHTML = `<div id="root">${page!.html}</div>`;
    const box = screen.getByLabelText(CHAT_TEXTS.messageLabel) as HTMLTextAreaElement;
    const chip = screen.getByRole('button', { name: CHAT_TEXTS.suggestions[0] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How can we help?');
    box.value = 'typed before the app';

    const recoverable: unknown[] = [];
    await act(async () => {
      root = startHome(document.getElementById('root')!, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    await waitFor(() =>
      expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true),
    );
    expect(recoverable).toEqual([]);
    expect(screen.getByLabelText(CHAT_TEXTS.messageLabel)).toBe(box);
    expect(screen.getByRole('button', { name: CHAT_TEXTS.suggestions[0] })).toBe(chip);
    // In the app's state: the word counter counts it.
    await waitFor(() => expect(box.value).toBe('typed before the app'));
    expect(document.body.textContent).toContain(CHAT_TEXTS.wordCount(4, WORD_LIMIT));
  });

  it('escapes the data so that no text in it can end its script', async () => {
    const sneaky = study('sneaky', '</script><script>alert(1)</script>');
    const { page } = await serverRender('/case-studies/sneaky', {
      'caseStudies.bundle': () => map(sneaky),
    });
    expect(page?.state.match(/<\/script>/g)).toHaveLength(1);
    expect(page?.state).toContain(
      '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
    );
  });

  it('renders from scratch when the page came without a server rendering', async () => {
    window.history.replaceState(null, '', '/about');
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      root = await startApp(document.getElementById('root')!);
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
