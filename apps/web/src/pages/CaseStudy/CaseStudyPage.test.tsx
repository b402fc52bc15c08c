import { CaseStudy, TEXTS, type CaseStudyInput } from '@agency/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSiteOrigin } from '../../lib/seo/index.ts';
import { FakeTrpcError, type TrpcHandlers } from '../../test/fakeApi.ts';
import { renderWithTrpc } from '../../test/render.tsx';
import { CaseStudyPage, splitFigure } from './CaseStudyPage.tsx';

const imax = CaseStudy.parse({
  id: 'imax',
  client: 'IMAX',
  title: 'Bigger Than Your Living Room',
  industry: 'Entertainment',
  duration: '16 weeks',
  challenge:
    'Streaming windows had shrunk, and moviegoers were happy to wait for a film to land at home.',
  strategy: 'We made the format itself the hero.',
  execution: ['Produced a 30-second hero spot.', 'Bought connected TV and freeway billboards.'],
  results: ['312% lift in advance ticket pre-sales.', '41 sold-out shows.'],
  metrics: {
    primary: '312% lift in ticket pre-sales',
    secondary: ['94% seat occupancy', '48M impressions'],
  },
  services: ['Creative Campaign', 'Media Buying'],
  quote: { text: 'They sold the format, not just the films.', attribution: 'Dana Whitfield, IMAX' },
  tags: ['Entertainment', 'Connected TV'],
  images: {
    hero: '/media/case-studies/imax/hero.webp',
    thumbnail: '/t.webp',
    gallery: ['/g1.webp', '/g2.webp'],
  },
  videos: {
    hero: '/media/case-studies/imax/hero.mp4',
    gallery: [
      '/media/video/reel.mp4',
      'https://www.youtube.com/watch?v=Xk4pR7bN2qE',
      'https://player.example.com/v/42',
    ],
  },
} satisfies CaseStudyInput);

const fresh = CaseStudy.parse({
  id: 'fresh-launch',
  client: 'Fresh Co',
  title: 'A Fresh Launch',
  industry: 'Retail',
  challenge: 'A brand-new study, published after the bundle was built.',
  images: { hero: '/fresh/hero.webp', gallery: [] },
} satisfies CaseStudyInput);

const map = (...studies: CaseStudy[]) => ({
  caseStudies: Object.fromEntries(studies.map((study) => [study.id, study])),
});

function renderAt(slug: string, handlers: TrpcHandlers) {
  return renderWithTrpc(<CaseStudyPage />, handlers, {
    path: '/case-studies/:slug',
    route: `/case-studies/${slug}`,
  }).api;
}

afterEach(() => {
  for (const node of document.head.querySelectorAll('[data-seo]')) node.remove();
  resetSiteOrigin();
});

describe('CaseStudyPage', () => {
  it('shows a skeleton while loading, then the study from the bundle, without asking the server list', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = renderAt('imax', {
      'caseStudies.bundle': async () => {
        await gate;
        return map(imax);
      },
      'caseStudies.list': () => map(imax),
    });

    expect(await screen.findByTestId('case-study-skeleton')).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: imax.title })).toBeTruthy();
    expect(screen.queryByTestId('case-study-skeleton')).toBeNull();
    expect(fake.paths()).toEqual(['caseStudies.bundle']);
  });

  it('shows everything product.md lists for a found study', async () => {
    renderAt('imax', { 'caseStudies.bundle': () => map(imax) });
    await screen.findByRole('heading', { level: 1, name: imax.title });

    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Return to Home' })[0]?.getAttribute('href')).toBe(
      '/',
    );
    // The industry badge, and the tag of the same name.
    expect(screen.getAllByText('Entertainment', { selector: '.mantine-Badge-label' })).toHaveLength(
      2,
    );
    expect(screen.getByText('16 weeks')).toBeTruthy();
    expect(screen.getByText('IMAX', { selector: 'strong' })).toBeTruthy();

    // Hero: the hero image (its phone-sized copy too, fetched first) until played, then the
    // native player for the mp4.
    const hero = screen.getByTestId('hero-video');
    const play = within(hero).getByRole('button', {
      name: 'Play IMAX: Bigger Than Your Living Room (campaign film)',
    });
    const poster = play.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/media/case-studies/imax/hero.webp');
    expect(poster?.getAttribute('srcset')).toBe(
      '/media/case-studies/imax/hero.webp?w=800 800w, /media/case-studies/imax/hero.webp 1600w',
    );
    expect(poster?.getAttribute('fetchpriority')).toBe('high');
    fireEvent.click(play);
    const video = hero.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/media/case-studies/imax/hero.webp');
    expect(video?.querySelector('source')?.getAttribute('src')).toBe(
      '/media/case-studies/imax/hero.mp4',
    );

    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'The Challenge',
      'Our Strategy',
      'Key Results',
      'Execution',
      'Results',
      'Gallery',
      'Services Provided',
      'Tags',
      'Ready for Similar Results?',
    ]);
    expect(screen.getByText(imax.challenge)).toBeTruthy();
    expect(
      screen.getByText('Bought connected TV and freeway billboards.').closest('li'),
    ).not.toBeNull();
    expect(screen.getByText('41 sold-out shows.').closest('li')).not.toBeNull();

    // Gallery: videos (native, YouTube embed, other URL as it is), then images. The embeds load
    // only when played.
    const gallery = screen.getByTestId('gallery');
    expect(gallery.querySelector('video source')?.getAttribute('src')).toBe(
      '/media/video/reel.mp4',
    );
    expect(gallery.querySelector('iframe')).toBeNull();
    for (const host of ['YouTube', 'player.example.com']) {
      fireEvent.click(within(gallery).getByRole('button', { name: new RegExp(`from ${host}`) }));
    }
    const frames = [...gallery.querySelectorAll('iframe')].map((frame) =>
      frame.getAttribute('src'),
    );
    expect(frames).toEqual([
      'https://www.youtube-nocookie.com/embed/Xk4pR7bN2qE?autoplay=1',
      'https://player.example.com/v/42',
    ]);
    const images = within(gallery)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
    expect(images).toEqual(['/g1.webp', '/g2.webp']);
    const order = gallery.innerHTML;
    expect(order.indexOf('<video')).toBeLessThan(order.indexOf('/g1.webp'));

    expect(screen.getByTestId('quote').textContent).toContain(
      'They sold the format, not just the films.',
    );
    expect(screen.getByTestId('quote').textContent).toContain('Dana Whitfield, IMAX');
    // Results as figures: the number set large, its words under it.
    expect(screen.getByText('312%').nextElementSibling?.textContent).toBe(
      'lift in ticket pre-sales',
    );
    expect(screen.getByText('48M').nextElementSibling?.textContent).toBe('impressions');
    expect(screen.getByText('Media Buying', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByText('Connected TV', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Your Project' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('reads as an editorial page: each picture once, the client named once, films captioned', async () => {
    renderAt('imax', { 'caseStudies.bundle': () => map(imax) });
    await screen.findByRole('heading', { level: 1, name: imax.title });
    const article = document.querySelector('article')!;
    const sources = [...article.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources.length).toBeGreaterThan(1);
    expect(new Set(sources).size).toBe(sources.length);
    // The client's name is text once (the masthead); the quote's attribution is the client's own.
    const captions = [...article.querySelectorAll('figcaption')].map((node) => node.textContent);
    expect(captions.filter((caption) => caption?.includes('IMAX'))).toEqual([
      '— Dana Whitfield, IMAX',
    ]);
    expect(captions).toContain('Film 1');
    expect(within(article).getAllByText('IMAX', { exact: true })).toHaveLength(1);
  });

  it('splits a result into its figure and its words', () => {
    expect(splitFigure('312% lift in ticket pre-sales')).toEqual({
      figure: '312%',
      label: 'lift in ticket pre-sales',
    });
    expect(splitFigure('2.3M completed views')).toEqual({
      figure: '2.3M',
      label: 'completed views',
    });
    expect(splitFigure('14,800 reservations in 30 days')).toEqual({
      figure: '14,800',
      label: 'reservations in 30 days',
    });
    expect(splitFigure('Sold out 19 days before gates opened')).toEqual({
      figure: 'Sold out 19 days before gates opened',
      label: '',
    });
  });

  it("sets the page's title, description and JSON-LD in the head", async () => {
    renderAt('imax', { 'caseStudies.bundle': () => map(imax) });
    await screen.findByRole('heading', { level: 1, name: imax.title });
    await waitFor(() =>
      expect(document.title).toBe('IMAX: Bigger Than Your Living Room | Silver Lake Creative'),
    );
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toContain('Streaming windows had shrunk');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/case-studies/imax`,
    );
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Article', headline: imax.title, about: { name: 'IMAX' } });
  });

  it('falls back to the server list when the bundle lacks the slug', async () => {
    const fake = renderAt('fresh-launch', {
      'caseStudies.bundle': () => map(imax),
      'caseStudies.list': () => map(imax, fresh),
    });
    expect(await screen.findByRole('heading', { level: 1, name: fresh.title })).toBeTruthy();
    expect(fake.paths()).toEqual(['caseStudies.bundle', 'caseStudies.list']);
    // No video: the hero image; no strategy, lists, gallery, quote or metrics: no such cards.
    expect(screen.getByRole('img', { name: 'Fresh Co: A Fresh Launch' }).getAttribute('src')).toBe(
      '/fresh/hero.webp',
    );
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['The Challenge', 'Ready for Similar Results?']);
  });

  it('falls back to the server list when the bundle fails', async () => {
    renderAt('fresh-launch', {
      'caseStudies.bundle': () => {
        throw new FakeTrpcError('INTERNAL_SERVER_ERROR', 'boom');
      },
      'caseStudies.list': () => map(fresh),
    });
    expect(await screen.findByRole('heading', { level: 1, name: fresh.title })).toBeTruthy();
  });

  it("says 'No hero media available' when there is neither a hero video nor a hero image", async () => {
    const bare = CaseStudy.parse({ ...fresh, images: { thumbnail: '/t.webp', gallery: [] } });
    renderAt('fresh-launch', { 'caseStudies.bundle': () => map(bare) });
    expect(await screen.findByText('No hero media available')).toBeTruthy();
  });

  it('shows Case Study Not Found when neither list has the slug', async () => {
    const fake = renderAt('no-such-study', {
      'caseStudies.bundle': () => map(imax),
      'caseStudies.list': () => map(imax),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXTS.caseStudyNotFound }),
    ).toBeTruthy();
    expect(screen.getByText(/doesn't exist or may have been moved/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(fake.paths()).toEqual(['caseStudies.bundle', 'caseStudies.list']);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      ),
    );
  });
});
