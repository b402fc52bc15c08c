import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProcedureOutput } from '../../test/fakeApi.ts';
import {
  conversationSummary,
  NO_BRIEF,
  counts,
  fakeAdminServer,
  GOOD_TOKEN,
  renderAdmin,
} from './testing.tsx';

type Lead = ProcedureOutput<'admin.leads.list'>['leads'][number];

const LATE = '44444444-4444-4444-8444-444444444444';
const SEEN = '55555555-5555-4555-8555-555555555555';

const lead = (overrides: Partial<Lead>): Lead => ({
  id: LATE,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  company: null,
  phone: null,
  sources: ['chat'],
  intent: 'service-inquiry',
  status: 'new',
  owner: null,
  ownerId: null,
  notes: '',
  firstActivityAt: '2026-11-20T16:00:00.000Z',
  lastActivityAt: '2026-11-20T16:00:00.000Z',
  dueAt: '2026-11-24T00:00:00.000Z',
  overdue: false,
  spam: false,
  brief: NO_BRIEF,
  unread: false,
  conversationCount: 1,
  documentCount: 0,
  resumeCount: 0,
  ...overrides,
});

const leadCounts = {
  total: 2,
  new: 2,
  contacted: 0,
  qualified: 0,
  won: 0,
  lost: 0,
  candidate: 0,
  spam: 0,
};

/**
 * Two of each: one unread, one read; the late lead overdue. Mark all read empties the counts, and
 * opening the late lead reads it, as the server does.
 */
function server() {
  let unread = { leads: 1, conversations: 12 };
  let leads = [
    lead({ unread: true, overdue: true }),
    lead({ id: SEEN, name: 'Grace Hopper', email: 'grace@example.com' }),
  ];
  let conversations = [
    conversationSummary({ unread: true }),
    conversationSummary({
      id: '66666666-6666-4666-8666-666666666666',
      clientName: 'Read Already',
    }),
  ];
  return fakeAdminServer({
    'admin.whoami': () => ({ label: 'Ana Ruiz', role: 'staff' as const }),
    'admin.unread.counts': () => unread,
    'admin.unread.markAllRead': ({ kind }) => {
      if (kind === 'lead') leads = leads.map((row) => ({ ...row, unread: false }));
      else conversations = conversations.map((row) => ({ ...row, unread: false }));
      unread = { ...unread, [kind === 'lead' ? 'leads' : 'conversations']: 0 };
      return unread;
    },
    'admin.conversations.list': () => ({ conversations, total: 2, limit: 25, offset: 0, counts }),
    'admin.leads.list': () => ({ leads, total: 2, limit: 50, offset: 0, counts: leadCounts }),
    'admin.leads.detail': ({ id }) => {
      leads = leads.map((row) => (row.id === id ? { ...row, unread: false } : row));
      unread = { ...unread, leads: leads.filter((row) => row.unread).length };
      return {
        lead: leads.find((row) => row.id === id)!,
        conversations: [],
        documents: [],
        resumes: [],
        audit: [],
        suggestions: [],
        replies: [],
        aliases: [],
      };
    },
    'admin.staff.active': () => [],
  });
}

const rowOf = (testId: string, name: string) =>
  screen.getAllByTestId(testId).find((row) => row.textContent?.includes(name))!;

describe('what is new', () => {
  it('shows unread counts on the tabs and unread conversations in bold, until all are marked read', async () => {
    const fake = server();
    renderAdmin({ route: '/admin', token: GOOD_TOKEN });

    expect(await screen.findByLabelText('12 unread conversations')).toBeTruthy();
    expect(screen.getByLabelText('1 unread lead')).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /Conversations/ })).getByText('12')).toBeTruthy();

    await screen.findAllByTestId('conversation-row');
    const unreadRow = rowOf('conversation-row', 'Priya Natarajan');
    const readRow = rowOf('conversation-row', 'Read Already');
    expect(unreadRow.dataset.unread).toBe('true');
    expect(readRow.dataset.unread).toBeUndefined();
    expect(within(unreadRow).getByText('(unread)')).toBeTruthy();
    expect(within(readRow).queryByText('(unread)')).toBeNull();
    const weight = (row: HTMLElement, name: string) =>
      within(row).getByText(name, { exact: false }).style.fontWeight;
    expect(weight(unreadRow, 'Priya Natarajan')).toBe('800');
    expect(weight(readRow, 'Read Already')).toBe('400');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByLabelText('12 unread conversations')).toBeNull());
    expect(fake.trpcCalls('admin.unread.markAllRead').map((call) => call.input)).toEqual([
      { kind: 'conversation' },
    ]);
    await waitFor(() =>
      expect(rowOf('conversation-row', 'Priya Natarajan').dataset.unread).toBeUndefined(),
    );
    // The leads stay unread: that is another kind.
    expect(screen.getByLabelText('1 unread lead')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);
  });

  it('flags an overdue lead, bolds the unread one, and filters to the leads assigned to me', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=leads', token: GOOD_TOKEN });

    await screen.findAllByTestId('lead-row');
    const late = rowOf('lead-row', 'Ada Lovelace');
    const seen = rowOf('lead-row', 'Grace Hopper');
    expect(late.dataset.unread).toBe('true');
    expect(within(late).getByTestId('overdue').textContent).toBe('Overdue');
    expect(within(seen).queryByTestId('overdue')).toBeNull();
    expect(seen.dataset.unread).toBeUndefined();

    fireEvent.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await waitFor(() =>
      expect(fake.trpcCalls('admin.leads.list').some((call) => call.input.assigned === 'me')).toBe(
        true,
      ),
    );
    expect(screen.getByTestId('location').textContent).toContain('assigned=me');
  });

  it('opening an unread lead reads it: the tab’s count follows, and the lead page flags it overdue', async () => {
    server();
    renderAdmin({ route: '/admin?tab=leads', token: GOOD_TOKEN });
    expect(await screen.findByLabelText('1 unread lead')).toBeTruthy();
    await screen.findAllByTestId('lead-row');
    fireEvent.click(
      within(rowOf('lead-row', 'Ada Lovelace')).getByRole('button', { name: 'Open' }),
    );

    const detail = await screen.findByTestId('lead-detail');
    expect(within(detail).getByTestId('overdue').textContent).toBe('Overdue');
    expect(within(detail).getByText('Reply due')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('1 unread lead')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Back to Leads' }));
    await waitFor(() => expect(rowOf('lead-row', 'Ada Lovelace').dataset.unread).toBeUndefined());
  });
});
