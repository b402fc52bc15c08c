import { PASSWORD_MANAGER_ARTICLE } from '@agency/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PasswordManagerPage } from './PasswordManagerPage.tsx';

describe('PasswordManagerPage', () => {
  it('is an article drawing on the Vaultline work, with calls to action to the case study and to contact', () => {
    renderWithProviders(<PasswordManagerPage />, { route: '/password-manager-content-marketing' });
    expect(
      screen.getByRole('heading', { level: 1, name: PASSWORD_MANAGER_ARTICLE.headline }),
    ).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('The Breach Report');
    expect(
      screen.getByRole('link', { name: 'Read the Vaultline Case Study' }).getAttribute('href'),
    ).toBe('/case-studies/vaultline');
    expect(
      screen.getByRole('link', { name: 'Talk to Our Content Team' }).getAttribute('href'),
    ).toBe('/contact');
    expect(screen.getByText('418%')).toBeTruthy();
  });
});
