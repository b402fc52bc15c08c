import { CaseStudy } from '@agency/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTrpc } from '../../test/render.tsx';
import { PortfolioModal } from './PortfolioModal.tsx';
import { PORTFOLIO_TEXTS } from './texts.ts';

const imax = CaseStudy.parse({
  id: 'imax',
  client: 'IMAX',
  title: 'Bigger Than Your Living Room',
  industry: 'Entertainment',
  duration: '16 weeks',
  challenge: 'Streaming windows had shrunk.',
  strategy: 'Make the format the hero.',
  execution: ['Shot a 30-second spot.'],
  results: ['312% lift in pre-sales.'],
  services: ['Production', 'Media Buying'],
  quote: { text: 'They sold the format.', attribution: 'Dana Whitfield, IMAX' },
  tags: ['Theatrical'],
  images: { thumbnail: '/t.webp', hero: '/h.webp', gallery: ['/g1.webp', '/g2.webp'] },
  videos: {
    hero: '/media/imax.mp4',
    gallery: ['https://vimeo.com/824917365', 'https://example.com/other'],
  },
});
const creamery = CaseStudy.parse({
  id: 'golden-state-creamery',
  client: 'Golden State Creamery',
  title: 'Scoop the State',
  industry: 'Food & Beverage',
  challenge: 'Shelf space.',
  services: ['Social Media'],
});

function Harness({ onGetInTouch = () => {} }: { onGetInTouch?: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        reopen
      </button>
      <PortfolioModal
        opened={opened}
        onClose={() => setOpened(false)}
        onGetInTouch={onGetInTouch}
      />
    </>
  );
}

describe('portfolio modal', () => {
  it('loads while open, filters, opens a case study, its lightbox, goes back and closes', async () => {
    const list = vi.fn(() => ({ caseStudies: { imax, 'golden-state-creamery': creamery } }));
    renderWithTrpc(<Harness />, { 'caseStudies.list': list });

    const dialog = await screen.findByRole('dialog', { name: PORTFOLIO_TEXTS.title });
    expect(within(dialog).getByText(PORTFOLIO_TEXTS.subtitle)).toBeTruthy();
    expect(within(dialog).getByText(PORTFOLIO_TEXTS.loading)).toBeTruthy();
    await within(dialog).findByRole('button', { name: 'IMAX: Bigger Than Your Living Room' });
    expect(list).toHaveBeenCalledTimes(1);

    const chips = within(
      within(dialog).getByRole('group', { name: PORTFOLIO_TEXTS.filterLabel }),
    ).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All Work',
      'Entertainment',
      'Food & Beverage',
      'Media Buying',
      'Social Media',
      'Production',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Food & Beverage' }));
    expect(within(dialog).queryByRole('button', { name: /^IMAX:/ })).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Golden State Creamery: Scoop the State' }),
    ).toBeTruthy();
    expect(within(dialog).getByText(PORTFOLIO_TEXTS.footerTitle)).toBeTruthy();
    expect(within(dialog).getByText(PORTFOLIO_TEXTS.footerText)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'All Work' }));
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'IMAX: Bigger Than Your Living Room' }),
    );
    const detail = within(dialog).getByTestId('case-study-detail');
    for (const section of [
      'Strategy',
      'Results',
      'Our Role',
      'Campaign Video',
      'Additional Videos',
    ]) {
      expect(within(detail).getByRole('heading', { name: section })).toBeTruthy();
    }
    expect(within(detail).getByText('They sold the format.')).toBeTruthy();
    expect(within(detail).getByText('Dana Whitfield, IMAX')).toBeTruthy();
    expect(within(detail).getByText('#Theatrical')).toBeTruthy();
    // The native file plays, the Vimeo link embeds, the other link shows nothing; each when played.
    fireEvent.click(within(detail).getByRole('button', { name: 'Play IMAX: Campaign Video' }));
    expect(detail.querySelector('video source')?.getAttribute('src')).toBe('/media/imax.mp4');
    expect(within(detail).getAllByRole('button', { name: /^Play .*\(from / })).toHaveLength(1);
    fireEvent.click(within(detail).getByRole('button', { name: /\(from Vimeo\)$/ }));
    expect(detail.querySelectorAll('iframe')).toHaveLength(1);

    fireEvent.click(within(detail).getByRole('button', { name: 'Open image 2' }));
    const lightbox = await screen.findByRole('dialog', { name: PORTFOLIO_TEXTS.lightbox });
    expect(within(lightbox).getByRole('img').getAttribute('src')).toBe('/g2.webp');
    fireEvent.click(within(lightbox).getByTestId('lightbox-backdrop'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PORTFOLIO_TEXTS.lightbox })).toBeNull(),
    );

    fireEvent.click(within(detail).getByRole('button', { name: 'Open image 1' }));
    const again = await screen.findByRole('dialog', { name: PORTFOLIO_TEXTS.lightbox });
    fireEvent.click(within(again).getByRole('button', { name: PORTFOLIO_TEXTS.closeLightbox }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PORTFOLIO_TEXTS.lightbox })).toBeNull(),
    );

    fireEvent.click(within(detail).getByRole('button', { name: PORTFOLIO_TEXTS.back }));
    expect(
      within(dialog).getByRole('button', { name: 'IMAX: Bigger Than Your Living Room' }),
    ).toBeTruthy();

    // Closing clears the selection: reopening shows the list again.
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'IMAX: Bigger Than Your Living Room' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: PORTFOLIO_TEXTS.close }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PORTFOLIO_TEXTS.title })).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    const reopened = await screen.findByRole('dialog', { name: PORTFOLIO_TEXTS.title });
    expect(within(reopened).queryByTestId('case-study-detail')).toBeNull();
  });

  it('Escape closes only the topmost layer; focus moves into each layer and back to what opened it', async () => {
    renderWithTrpc(<Harness />, { 'caseStudies.list': () => ({ caseStudies: { imax } }) });
    const dialog = await screen.findByRole('dialog', { name: PORTFOLIO_TEXTS.title });
    const card = await within(dialog).findByRole('button', {
      name: 'IMAX: Bigger Than Your Living Room',
    });
    card.focus();
    fireEvent.click(card);
    const detail = within(dialog).getByTestId('case-study-detail');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(detail).getByRole('heading', { name: 'Bigger Than Your Living Room' }),
      ),
    );

    const opener = within(detail).getByRole('button', { name: 'Open image 2' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: PORTFOLIO_TEXTS.lightbox });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PORTFOLIO_TEXTS.lightbox })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: PORTFOLIO_TEXTS.title })).toBeTruthy();
    expect(screen.getByTestId('case-study-detail')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    // Escape in the case study goes back to the list; the modal stays.
    fireEvent.keyDown(opener, { key: 'Escape' });
    await waitFor(() => expect(within(dialog).queryByTestId('case-study-detail')).toBeNull());
    expect(screen.getByRole('dialog', { name: PORTFOLIO_TEXTS.title })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'IMAX: Bigger Than Your Living Room' }),
      ),
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PORTFOLIO_TEXTS.title })).toBeNull(),
    );
  });

  it('shows the empty text for a filter with no case studies, and a grey placeholder with the client name for a missing image', async () => {
    const bare = CaseStudy.parse({
      id: 'bare',
      client: 'Bare Co',
      title: 'Plain',
      industry: 'Retail',
      challenge: 'x',
    });
    renderWithTrpc(<Harness />, { 'caseStudies.list': () => ({ caseStudies: { bare } }) });
    const dialog = await screen.findByRole('dialog', { name: PORTFOLIO_TEXTS.title });
    const card = await within(dialog).findByRole('button', { name: 'Bare Co: Plain' });
    expect(within(card).getByRole('img').textContent).toBe('Bare Co');
    expect(within(dialog).queryByText(PORTFOLIO_TEXTS.empty)).toBeNull();
  });

  it('says so when a category has no case studies', async () => {
    renderWithTrpc(<Harness />, { 'caseStudies.list': () => ({ caseStudies: {} }) });
    const dialog = await screen.findByRole('dialog', { name: PORTFOLIO_TEXTS.title });
    expect(await within(dialog).findByText('No case studies found in this category')).toBeTruthy();
  });
});
