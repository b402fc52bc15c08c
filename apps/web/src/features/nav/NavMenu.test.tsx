import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavMenu } from './NavMenu.tsx';
import { NAV_TEXTS } from './texts.ts';

describe('NavMenu', () => {
  it('opens its panel (fetched on first use), runs an item and closes', async () => {
    const onAwards = vi.fn();
    render(<NavMenu onAwards={onAwards} onPortfolio={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: NAV_TEXTS.open }));
    const menu = await screen.findByRole('navigation', { name: NAV_TEXTS.menu });
    expect(
      screen.getByRole('button', { name: NAV_TEXTS.close }).getAttribute('aria-controls'),
    ).toBe(menu.id);

    fireEvent.click(screen.getByRole('button', { name: NAV_TEXTS.awards }));
    expect(onAwards).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
  });

  it('closes on Escape and hands focus back to its button', async () => {
    render(<NavMenu onAwards={() => {}} onPortfolio={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: NAV_TEXTS.open }));
    await screen.findByRole('navigation', { name: NAV_TEXTS.menu });

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: NAV_TEXTS.open }));
  });
});
