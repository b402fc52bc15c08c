import { aboutCopy } from '@agency/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AboutPage } from './AboutPage.tsx';

describe('AboutPage', () => {
  it('has the overview, capabilities, client portfolio, differentiators, awards and tagline', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'About Silver Lake Creative' }),
    ).toBeTruthy();
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toContain('Everything a launch needs, planned together');
    expect(
      screen.getByText(/Since 2009 we have helped brands across Southern California/),
    ).toBeTruthy();

    // Each capability leads to its service page.
    const capability = screen.getByText('Brand strategy, positioning and identity').closest('a');
    expect(capability?.getAttribute('href')).toBe('/services/brand-strategy');
    expect(
      screen.getByText('Influencer and creator programmes').closest('a')?.getAttribute('href'),
    ).toBe('/services/influencer-marketing');

    expect(screen.getByText(aboutCopy.clientPortfolio)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vaultline' }).getAttribute('href')).toBe(
      '/case-studies/vaultline',
    );
    for (const item of aboutCopy.differentiators) {
      expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeTruthy();
    }
    // Awards to read: the year, the award and its prize, and the campaign it was for, linked.
    const table = screen.getByRole('table', { name: 'Awards by year, prize and campaign' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(aboutCopy.awards.length);
    expect(rows[0]?.textContent).toMatch(/^2025Clio AwardBronze, Film/);
    expect(
      within(table)
        .getAllByRole('link', { name: 'IMAX: Bigger Than Your Living Room' })[0]
        ?.getAttribute('href'),
    ).toBe('/case-studies/imax');

    // The people, by name and role, each with a drawn portrait; and the studio.
    for (const person of aboutCopy.team) {
      const card = screen.getByText(person.name).closest('li');
      expect(card?.textContent).toContain(person.role);
      expect(card?.querySelector('svg text')?.textContent).toBe(
        person.name
          .split(' ')
          .map((part) => part[0])
          .join(''),
      );
    }
    expect(screen.getByRole('heading', { level: 2, name: aboutCopy.studio.title })).toBeTruthy();
    expect(screen.getByText(aboutCopy.tagline)).toBeTruthy();
    expect(document.title).toBe('About Us | Silver Lake Creative');
  });
});
