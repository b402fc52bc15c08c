import { TEXTS } from '@agency/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

describe('NotFoundPage', () => {
  it('shows the documented heading and a button back to the home page', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });

    expect(screen.getByRole('heading', { level: 1, name: TEXTS.notFound })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back to Home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page Not Found | Silver Lake Creative');
  });
});
