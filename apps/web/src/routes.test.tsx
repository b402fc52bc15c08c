import { TEXTS, type Service } from '@agency/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './test/fakeApi.ts';
import { renderRoute } from './test/render.tsx';

const serviceStub: Service = {
  slug: 'stub',
  title: 'Video Production',
  description: 'Stub.',
  overview: 'Stub.',
  keyServices: [],
  capabilities: [],
  approach: [],
  results: 'Stub.',
  clientTypes: [],
};

// The detail pages read through tRPC: with no data for them, they show their "not found" state.
beforeEach(() => {
  vi.stubGlobal('fetch', fakeApi().fetchMock);
});

describe('routes', () => {
  it('renders the 404 page for an unknown path, and its button leads home', async () => {
    const { router, container } = renderRoute('/this-does-not-exist');

    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.notFound })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Home' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(container.querySelector('[data-page="home"]')).not.toBeNull();
  });

  it('lazily loads the About page at /about', async () => {
    const { container } = renderRoute('/about');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Silver Lake Creative' }),
    ).toBeTruthy();
    expect(container.querySelector('[data-page="about"]')).not.toBeNull();
    // The title is set in an effect, which can run after the lazily loaded page's heading is in the
    // DOM (it failed once so, under load).
    await waitFor(() => expect(document.title).toBe('About Us | Silver Lake Creative'));
  });

  // Every route of product.md §2 reaches its own page (and none falls through to the 404 page).
  it.each([
    ['/', 'home', 'How can we help?'],
    ['/admin', 'admin', 'Admin Access'],
    ['/contact', 'contact', 'Get in Touch'],
    ['/case-studies/imax', 'case-study', TEXTS.caseStudyNotFound],
    ['/services/brand-strategy', 'service', TEXTS.serviceNotFound],
    ['/about', 'about', 'About Silver Lake Creative'],
    ['/privacy-policy', 'privacy-policy', 'Privacy Policy'],
    [
      '/los-angeles-advertising-agency',
      'los-angeles',
      'The Los Angeles advertising agency for brands that want to be seen',
    ],
    [
      '/password-manager-content-marketing',
      'password-manager',
      'Content Marketing for Password Managers: How to Earn Trust Before the Trial',
    ],
    ['/careers', 'careers', 'Make the work with us'],
    ['/careers/senior-copywriter', 'role', 'Role Not Found'],
    ['/case-studies', 'not-found', TEXTS.notFound],
    ['/services/brand-strategy/extra', 'not-found', TEXTS.notFound],
  ])('%s shows the %s page', async (path, page, heading) => {
    const { container } = renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(container.querySelector(`[data-page="${page}"]`)).not.toBeNull();
  });

  it('passes the slug of a detail page to it', async () => {
    const fake = fakeApi({
      'services.bySlug': (input) => ({ ...serviceStub, slug: input.slug }),
    });
    vi.stubGlobal('fetch', fake.fetchMock);
    renderRoute('/services/video-production');
    expect(await screen.findByRole('heading', { level: 1, name: serviceStub.title })).toBeTruthy();
    expect(fake.fetchMock.mock.calls[0]?.[0]).toContain(encodeURIComponent('"video-production"'));
  });
});
