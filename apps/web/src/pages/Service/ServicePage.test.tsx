import { TEXTS, type Service } from '@agency/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSiteOrigin } from '../../lib/seo/index.ts';
import { FakeTrpcError, type TrpcHandlers } from '../../test/fakeApi.ts';
import { renderWithTrpc } from '../../test/render.tsx';
import { ServicePage, splitStep } from './ServicePage.tsx';

const brandStrategy: Service = {
  slug: 'brand-strategy',
  title: 'Brand Strategy',
  description: 'Positioning, identity and messaging that give your team one clear story to tell.',
  overview: 'A brand strategy should make decisions easier.',
  keyServices: ['Brand positioning and architecture', 'Naming and tagline development'],
  capabilities: [
    'Qualitative interviews and quantitative surveys',
    'Competitive and category audits',
  ],
  approach: [
    'Research: we interview stakeholders and customers.',
    'Define: we run a positioning workshop.',
  ],
  results: 'Clear positioning is what makes the rest of the work perform.',
  clientTypes: ['Founders and startups', 'Established companies planning a rebrand'],
};

function renderAt(slug: string, handlers: TrpcHandlers) {
  return renderWithTrpc(<ServicePage />, handlers, {
    path: '/services/:slug',
    route: `/services/${slug}`,
  }).api;
}

afterEach(() => {
  for (const node of document.head.querySelectorAll('[data-seo]')) node.remove();
  resetSiteOrigin();
});

describe('ServicePage', () => {
  it('shows the loading text, then every card and the sidebar of a found service', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = renderAt('brand-strategy', {
      'services.bySlug': async (input) => {
        expect(input).toEqual({ slug: 'brand-strategy' });
        await gate;
        return brandStrategy;
      },
    });
    expect(await screen.findByText('Loading service details...')).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Brand Strategy' })).toBeTruthy();
    expect(fake.paths()).toEqual(['services.bySlug']);
    expect(screen.getByText(brandStrategy.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Overview',
      'Key Services',
      'Capabilities',
      'Our Approach',
      'Results & Impact',
      'Client Types',
      'Ready to Get Started?',
    ]);
    expect(screen.getByText('Naming and tagline development')).toBeTruthy();
    expect(screen.getByText('Competitive and category audits')).toBeTruthy();

    const steps = [...document.querySelectorAll('ol li')].map((item) => item.textContent);
    expect(steps).toEqual([
      '1ResearchWe interview stakeholders and customers.',
      '2DefineWe run a positioning workshop.',
    ]);
    expect(screen.getByText(brandStrategy.results)).toBeTruthy();
    expect(screen.getByText('Established companies planning a rebrand')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a Conversation' }).getAttribute('href')).toBe(
      '/contact',
    );

    await waitFor(() =>
      expect(document.title).toBe('Brand Strategy in Los Angeles | Silver Lake Creative'),
    );
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Service',
      name: 'Brand Strategy',
      serviceType: 'Brand Strategy',
    });
  });

  it('shows Service Not Found with a Go Back button for an unknown slug', async () => {
    renderAt('underwater-basket-weaving', {
      'services.bySlug': () => {
        throw new FakeTrpcError('NOT_FOUND', "Service 'underwater-basket-weaving' not found");
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXTS.serviceNotFound }),
    ).toBeTruthy();
    expect(screen.getByText("The service you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.queryByText('Loading service details...')).toBeNull();

    // Opened directly, Go Back leads to the home page.
    fireEvent.click(screen.getByRole('button', { name: /Go Back/ }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('shows Service Not Found on a server error too', async () => {
    renderAt('brand-strategy', {
      'services.bySlug': () => {
        throw new FakeTrpcError('INTERNAL_SERVER_ERROR', 'Internal Server Error');
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXTS.serviceNotFound }),
    ).toBeTruthy();
  });
});

describe('splitStep', () => {
  it('splits a named step and keeps an unnamed one', () => {
    expect(splitStep('Audit: we review your accounts.')).toEqual({
      name: 'Audit',
      text: 'we review your accounts.',
    });
    expect(splitStep('We review your accounts.')).toEqual({
      name: null,
      text: 'We review your accounts.',
    });
    expect(splitStep('Script and treatment: we develop the story: the look.')).toEqual({
      name: 'Script and treatment',
      text: 'we develop the story: the look.',
    });
  });
});
