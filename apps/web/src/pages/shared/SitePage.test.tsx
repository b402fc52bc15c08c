import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SERVICE_LINKS } from './nav.ts';
import { SitePage } from './SitePage.tsx';

const services = () => screen.getByRole('button', { name: 'Services' });

describe('SitePage header: the Services menu, fetched when reached for', () => {
  it('a press on the plain button opens the menu once it has come', async () => {
    renderWithProviders(<SitePage page="about">text</SitePage>);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(services());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(
      SERVICE_LINKS.map((service) => service.label),
    );
    expect(items[0]!.getAttribute('href')).toBe(`/services/${SERVICE_LINKS[0]!.slug}`);
    expect(services().getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Escape hands the focus back to the button, not to the page body.
    await waitFor(() => expect(document.activeElement).toBe(services()));
  });
});
