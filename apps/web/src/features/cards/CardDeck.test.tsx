import { CARD_TRANSITION_MS, type Card } from '@agency/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTrpc } from '../../test/render.tsx';
import { CardDeck } from './CardDeck.tsx';

const card = (id: string, fields: Partial<Card> = {}): Card => ({
  id,
  title: `Card ${id}`,
  description: `About ${id}.`,
  expandedContent: `<p>${id}</p>`,
  isVideoReel: false,
  relatedCardIds: [],
  ...fields,
});
const cards = [
  card('a', { relatedCardIds: ['c', 'd'] }),
  card('b'),
  card('c'),
  card('d'),
  card('reel', { isVideoReel: true, title: 'Reel' }),
  ...['e', 'f', 'g', 'h'].map((id) => card(id)),
];
const physics = vi.fn(() => ({
  id: 'p',
  personaId: 'default',
  name: 'Default',
  isDefault: true,
  mass: 1,
  tension: 170,
  friction: 26,
  precision: 0.01,
}));

function setup(ids: string[]) {
  const onVideoReel = vi.fn();
  renderWithTrpc(
    <CardDeck ids={ids} persona="startup-founder" onVideoReel={onVideoReel} onClose={() => {}} />,
    {
      'cards.list': () => cards,
      'physics.byPersona': physics,
    },
  );
  return { onVideoReel };
}

const titles = () =>
  screen
    .getAllByTestId('deck-card')
    .map((element) => element.querySelector('[id$="-title"]')?.textContent);

describe('card deck', () => {
  it('shows at most six cards, asks for the persona physics, and switches layouts', async () => {
    setup(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    await screen.findByText('Card a');
    expect(titles()).toHaveLength(6);
    expect(physics).toHaveBeenCalledWith({ persona: 'startup-founder' });
    const deck = screen.getByTestId('card-deck');
    for (const layout of ['Horizontal', 'Vertical', 'Grid']) {
      fireEvent.click(within(deck).getByRole('button', { name: layout }));
      expect(deck.getAttribute('data-layout')).toBe(layout.toLowerCase());
    }
  });

  it('selects and deselects a card; a card with related ids swaps the deck after 500 ms', async () => {
    setup(['a', 'b']);
    const main = await screen.findByRole('button', { name: /^Card a/ });
    fireEvent.click(main);
    expect(main.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(main);
    expect(main.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(main);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Show related' }));
      act(() => {
        vi.advanceTimersByTime(CARD_TRANSITION_MS - 1);
      });
      expect(titles()).toEqual(['Card a', 'Card b']);
      act(() => {
        vi.advanceTimersByTime(1);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(titles()).toEqual(['Card c', 'Card d']));
  });

  it('a video-reel card only reports its selection', async () => {
    const { onVideoReel } = setup(['reel', 'b']);
    const reel = await screen.findByRole('button', { name: /^Reel/ });
    fireEvent.click(reel);
    expect(onVideoReel).toHaveBeenCalledWith(expect.objectContaining({ id: 'reel' }));
    expect(screen.queryByRole('button', { name: 'Find out more...' })).toBeNull();
  });

  it('says "No cards to display." when none of the ids is a card', async () => {
    setup(['nope']);
    expect(await screen.findByText('No cards to display.')).toBeTruthy();
  });
});
