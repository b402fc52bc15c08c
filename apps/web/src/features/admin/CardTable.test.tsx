// The admin's lists as a phone shows them: a card per row, laid out by CSS from where each cell says
// it goes (CardTable). jsdom applies no media query, so these check what the cards are made of, each
// list's row giving its card a title, its badges, its action and its checkbox, and a label to every
// other line; the e2e (admin-phone.e2e.ts) checks the cards as Chromium lays them out at 390 px.
import { render, screen, within } from '@testing-library/react';
import { Table } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { TestMantine } from '../../test/render.tsx';
import { CardCell, CardTable } from './CardTable.tsx';
import {
  conversationSummary,
  counts,
  fakeAdminServer,
  deliverySummary,
  GOOD_TOKEN,
  leadList,
  leadSummary,
  noConversations,
  renderAdmin,
} from './testing.tsx';

/** A row as its card shows it: the text of each area, and each labelled line by its label. */
function cardOf(row: HTMLElement) {
  const cells = [...row.children] as HTMLElement[];
  const area = (name: string) => cells.filter((cell) => cell.dataset.area === name);
  return {
    select: area('select'),
    title: area('title').map((cell) => cell.textContent),
    badges: area('badges').map((cell) => cell.textContent),
    action: area('action'),
    lines: cells
      .filter((cell) => !cell.dataset.area)
      .map((cell) => [cell.dataset.label ?? null, cell.textContent]),
  };
}

function owner() {
  return {
    'admin.whoami': () => ({ label: 'Rosa', role: 'owner' as const }),
    'admin.unread.counts': () => ({ leads: 1, conversations: 0 }),
    ...noConversations,
  };
}

describe('CardTable', () => {
  it('marks a list with selection, and each cell with its place in the card and its label', () => {
    render(
      <TestMantine>
        <CardTable label="Things" selectable>
          <Table.Thead>
            <Table.Tr>
              <CardCell head area="select" label="Select all" />
              <Table.Th>Name</Table.Th>
              <Table.Th>Size</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr data-testid="row">
              <CardCell area="select" />
              <CardCell area="title">Lamp</CardCell>
              <CardCell label="Size">Small</CardCell>
            </Table.Tr>
          </Table.Tbody>
        </CardTable>
      </TestMantine>,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.dataset.selectable).toBe('true');
    // The heading of select-all is the one a phone keeps, with its label.
    const selectAll = within(table).getAllByRole('columnheader')[0]!;
    expect(selectAll.dataset).toMatchObject({ area: 'select', label: 'Select all' });
    expect(cardOf(screen.getByTestId('row'))).toEqual({
      select: [expect.any(HTMLElement)],
      title: ['Lamp'],
      badges: [],
      action: [],
      lines: [['Size', 'Small']],
    });
  });

  it('a list without selection keeps no column for it', () => {
    render(
      <TestMantine>
        <CardTable label="Things">
          <Table.Tbody />
        </CardTable>
      </TestMantine>,
    );
    expect(screen.getByRole('table', { name: 'Things' }).dataset.selectable).toBeUndefined();
  });
});

describe('each list as cards', () => {
  it('a lead: name and email, status and overdue badges, Open, and its checkbox', async () => {
    const lead = leadSummary({ sources: ['chat', 'contact-form'], overdue: true, unread: true });
    fakeAdminServer({
      ...owner(),
      'admin.leads.list': () => leadList([lead]),
    });
    renderAdmin({ route: '/admin?tab=leads', token: GOOD_TOKEN });
    const row = await screen.findByTestId('lead-row');
    const card = cardOf(row);
    within(card.select[0]!).getByRole('checkbox', { name: 'Select Ada Lovelace' });
    expect(card.title[0]).toContain('Ada Lovelace');
    expect(card.title[0]).toContain('ada@example.com');
    expect(card.badges).toEqual(['NewOverdue']);
    within(card.action[0]!).getByRole('button', { name: 'Open' });
    expect(card.lines).toEqual([
      ['Company', 'Vaultline'],
      ['Sources', 'Chat, Contact form'],
      ['Budget', '—'],
      ['Timeline', '—'],
      ['Services', '—'],
      ['Industry', '—'],
      ['Last activity', expect.stringMatching(/^Nov 21, \d\d:\d\d$/)],
    ]);
    expect(screen.getByRole('table', { name: 'Leads' }).dataset.selectable).toBe('true');
  });

  it('a conversation: contact, intent, View Details, and its latest message', async () => {
    fakeAdminServer({
      ...owner(),
      'admin.conversations.list': () => ({
        conversations: [conversationSummary()],
        total: 1,
        limit: 25,
        offset: 0,
        counts,
      }),
    });
    renderAdmin({ token: GOOD_TOKEN });
    const card = cardOf(await screen.findByTestId('conversation-row'));
    expect(card.select).toEqual([]);
    expect(card.title[0]).toBe('Priya Natarajanpriya@example.com');
    expect(card.badges).toEqual(['Service Inquiry']);
    within(card.action[0]!).getByRole('button', { name: 'View Details' });
    expect(card.lines).toEqual([
      [null, 'Oat milk launchWhat budget do you need for a 30-second spot?'],
      ['Messages', '2'],
      ['Last activity', expect.stringMatching(/^Mar 4, \d\d:\d\d$/)],
    ]);
  });

  it('a delivery: its event, status, Resend, and where it went', async () => {
    fakeAdminServer({
      ...owner(),
      'admin.deliveries.health': () => ({
        failing: false,
        attempts: 0,
        lastError: null,
        lastFailedAt: null,
      }),
      'admin.deliveries.list': () => ({
        deliveries: [deliverySummary({ status: 'failed', attempts: 10, nextAttemptAt: null })],
        total: 1,
        limit: 100,
        offset: 0,
      }),
    });
    renderAdmin({ route: '/admin?tab=deliveries', token: GOOD_TOKEN });
    const card = cardOf(await screen.findByTestId('delivery-row'));
    expect(card.title[0]).toMatch(/^lead\.created/);
    expect(card.badges).toEqual(['failed']);
    within(card.action[0]!).getByRole('button', { name: 'Resend' });
    expect(card.lines).toEqual([
      ['To', 'Email: staff@agency.test'],
      ['Attempts', '10'],
      ['Last answer', 'No such mailbox'],
      ['Next try', '—'],
    ]);
  });

  it('a person of the staff: name, and email, role, dates and status as lines', async () => {
    fakeAdminServer({
      ...owner(),
      'admin.staff.list': () => [
        {
          id: '55555555-5555-4555-8555-555555555555',
          name: 'Jo Park',
          role: 'staff' as const,
          tokenPrefix: '0123456789ab',
          createdBy: 'Rosa',
          createdAt: '2026-11-20T10:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
          email: null,
          emailChangedBy: null,
          emailChangedAt: null,
          revokedBy: null,
        },
      ],
    });
    renderAdmin({ route: '/admin?tab=staff', token: GOOD_TOKEN });
    const card = cardOf(await screen.findByTestId('staff-row'));
    expect(card.title).toEqual(['Jo Parkslc_0123456789ab_…']);
    expect(card.lines.map(([label]) => label)).toEqual([
      'Email',
      'Role',
      'Created',
      'Last used',
      'Status',
    ]);
    expect(card.lines[0]![1]).toContain('None: reminders go to the staff inbox');
    expect(card.lines[4]![1]).toContain('Revoke');
  });

  it("an assistant's answer: its id to open, and topic, text and phrasings as lines", async () => {
    fakeAdminServer({
      ...owner(),
      'admin.assistant.answers.list': () => ({
        answers: [
          {
            id: 'pricing',
            topic: 'Prices',
            context: 'general' as const,
            textEn: 'Projects start at $25K.',
            composer: null,
            phrasings: { en: 12, es: 4 },
            enabled: true,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        topics: ['Prices'],
        total: 1,
      }),
    });
    renderAdmin({ route: '/admin?tab=assistant&view=answers', token: GOOD_TOKEN });
    const card = cardOf(await screen.findByTestId('answer-row', {}, { timeout: 10_000 }));
    expect(card.title[0]).toMatch(/^pricing/);
    expect(card.lines).toEqual([
      ['Topic', 'Prices'],
      [null, 'Projects start at $25K.'],
      ['Phrasings', '12 en · 4 es'],
      ['Changed', expect.stringMatching(/^Nov 20, \d\d:\d\d$/)],
    ]);
  });
});
