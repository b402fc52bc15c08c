import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { formatPolicyDate, PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('PrivacyPolicyPage', () => {
  it('was last updated today, and has every section product.md lists', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 1, 14, 10, 30));
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByTestId('last-updated').textContent).toBe('Last updated: February 14, 2026');
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security and Retention',
      'Your Privacy Rights',
      'Cookies and Similar Technologies',
      'Contact Us',
      'Changes to This Policy',
    ]);
  });

  it('formats dates as Month D, YYYY', () => {
    expect(formatPolicyDate(new Date(2025, 6, 4))).toBe('July 4, 2025');
  });
});
