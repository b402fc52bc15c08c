import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './state.ts';
import { Thread } from './Thread.tsx';

const visitor: ChatMessage = { id: 1, role: 'user', text: 'What awards has your agency won?' };
const reply: ChatMessage = { id: 2, role: 'assistant', text: 'Three Clio Awards, among others.' };

describe('Thread', () => {
  it('shows what it opens with as it is, and lets each later message rise in', () => {
    const { rerender } = render(<Thread messages={[visitor]} loading />);
    expect(screen.getByTestId('message-user').hasAttribute('data-enter')).toBe(false);
    expect(screen.getByRole('status').textContent).not.toBe('');

    rerender(<Thread messages={[visitor, reply]} loading={false} />);
    expect(screen.getByTestId('message-user').hasAttribute('data-enter')).toBe(false);
    expect(screen.getByTestId('message-assistant').hasAttribute('data-enter')).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a conversation opened again (the panel expanded) without replaying its entrances', () => {
    render(<Thread messages={[visitor, reply]} loading={false} />);
    for (const message of screen.getAllByRole('paragraph').map((p) => p.parentElement!))
      expect(message.hasAttribute('data-enter')).toBe(false);
  });

  it('makes the addresses in a message into links', () => {
    render(
      <Thread
        messages={[
          {
            id: 3,
            role: 'assistant',
            text: 'Write to hello@example.com or see https://example.com/work.',
          },
        ]}
        loading={false}
      />,
    );
    expect(screen.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe(
      'mailto:hello@example.com',
    );
    expect(
      screen.getByRole('link', { name: 'https://example.com/work' }).getAttribute('target'),
    ).toBe('_blank');
  });

  it("makes the site's own paths into links to them, in the same tab", () => {
    render(
      <Thread
        messages={[
          {
            id: 4,
            role: 'assistant',
            text: 'See /case-studies/imax (our IMAX launch), /services/brand-strategy and /contact.',
          },
        ]}
        loading={false}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['/case-studies/imax', '/case-studies/imax'],
      ['/services/brand-strategy', '/services/brand-strategy'],
      ['/contact', '/contact'],
    ]);
    for (const link of links) expect(link.getAttribute('target')).toBeNull();
    expect(screen.getByTestId('message-assistant').textContent).toContain(
      'See /case-studies/imax (our IMAX launch), /services/brand-strategy and /contact.',
    );
  });

  it('links only paths the site has, and never markup', () => {
    const text =
      'Open 24/7, and/or /admin, /etc/passwd, //evil.example/case-studies/imax, ' +
      '/case-studies/<img src=x onerror=alert(1)> and javascript:alert(1)/about.';
    const { container } = render(
      <Thread messages={[{ id: 5, role: 'assistant', text }]} loading={false} />,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByTestId('message-assistant').textContent).toContain(text);
  });
});
