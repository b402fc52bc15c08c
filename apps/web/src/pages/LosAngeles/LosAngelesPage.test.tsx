import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSiteOrigin } from '../../lib/seo/index.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LosAngelesPage } from './LosAngelesPage.tsx';

afterEach(() => {
  for (const node of document.head.querySelectorAll('[data-seo]')) node.remove();
  resetSiteOrigin();
});

describe('LosAngelesPage', () => {
  it('has the hero, three differentiators and the four service cards', () => {
    renderWithProviders(<LosAngelesPage />, { route: '/los-angeles-advertising-agency' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      'Los Angeles advertising agency',
    );

    const why = screen.getByRole('region', { name: 'Three reasons LA brands choose us' });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    const services = screen.getAllByTestId('la-service').map((card) => card.getAttribute('href'));
    expect(services).toEqual([
      '/services/creative-campaigns',
      '/services/digital-marketing',
      '/services/video-production',
      '/services/brand-strategy',
    ]);
  });

  it('answers the cost question with the project and retainer ranges, lists client types, and calls to action', () => {
    renderWithProviders(<LosAngelesPage />, { route: '/los-angeles-advertising-agency' });
    const faq = screen.getByRole('region', { name: 'Questions LA marketers ask us' });
    expect(within(faq).getByText(/How much does it cost/)).toBeTruthy();
    expect(faq.textContent).toContain('$10K-$100K+');
    expect(faq.textContent).toContain('$15K per month');

    const clients = screen.getByRole('region', { name: 'Client types we serve' });
    expect(within(clients).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);

    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href === '/contact').length).toBeGreaterThanOrEqual(2);
    expect(hrefs).toContain('/case-studies/imax');
    const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (node) => JSON.parse(node.textContent ?? '{}') as { '@type': string },
    );
    expect(ld.map((node) => node['@type'])).toEqual(['Organization', 'FAQPage']);
  });
});
