import { ADMIN_DATE_FORMAT } from '@agency/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrpcHandlers } from '../../../test/fakeApi.ts';
import type { ConversationDetail, ConversationSummary } from '../AdminDataProvider.tsx';
import {
  conversationSummary,
  counts,
  fakeAdminServer,
  GOOD_TOKEN,
  renderAdmin,
} from '../testing.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const LEAD_ID = '33333333-3333-4333-8333-333333333333';

const { lastMessage: _lastMessage, ...conversation } = conversationSummary();
const detail: ConversationDetail = {
  conversation,
  lead: { id: LEAD_ID, email: 'priya@example.com', name: 'Priya (lead)' },
  messages: [
    {
      id: 'm1',
      conversationId: ID,
      seq: 1,
      message: 'We need a campaign to launch our oat milk brand',
      reply:
        'Happy to help with the launch! Our Golden State Creamery work is a good place to start.',
      intent: 'service-inquiry',
      timestamp: '2025-03-04T17:00:00.000Z',
      tokenUsage: '{"total_tokens":234}',
      sessionId: 'session-abc',
      userIp: '203.0.113.9',
    },
    {
      id: 'm2',
      conversationId: ID,
      seq: 2,
      message: 'How much does a project cost?',
      reply: 'Project work usually runs $10K-$100K+.',
      intent: 'mystery',
      timestamp: '2025-03-04T17:05:00.000Z',
      tokenUsage: '{"faq_match":"pricing","step":"unit"}',
      sessionId: 'session-abc',
      userIp: '203.0.113.9',
    },
  ],
  documents: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      originalName: 'Oat Brief.pdf',
      source: 'chat',
      clientName: 'Priya Natarajan',
      clientEmail: null,
      message: null,
      size: 40960,
      createdAt: '2025-03-04T17:03:00.000Z',
    },
  ],
  resumes: [],
};

function server(list: NonNullable<TrpcHandlers['admin.conversations.list']>) {
  return fakeAdminServer(
    {
      'admin.whoami': () => ({ label: 'editor', role: 'owner' as const }),
      'admin.conversations.list': list,
      'admin.conversations.detail': (input) => ({
        ...detail,
        conversation: { ...detail.conversation, id: input.id },
      }),
    },
    {
      raw: {
        'GET /api/admin/documents/33333333-3333-4333-8333-333333333333/view': () =>
          new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      },
    },
  );
}

const page = (conversations: ConversationSummary[], total = conversations.length) => ({
  conversations,
  total,
  limit: 25,
  offset: 0,
  counts,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('conversations overview', () => {
  it('shows the four counters, the list with intents and View Details, newest first as the server sorts', async () => {
    server(() =>
      page([
        conversationSummary(),
        conversationSummary({
          id: '2',
          clientName: null,
          clientEmail: null,
          subject: null,
          intent: 'employment',
          lastMessage: 'Are you hiring?',
        }),
        conversationSummary({ id: '3', clientName: 'Vendor Co', intent: 'vendor' }),
        conversationSummary({ id: '4', clientName: 'Odd One', intent: 'something-else' }),
      ]),
    );
    renderAdmin({ token: GOOD_TOKEN });
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows).toHaveLength(4);
    for (const [label, value] of [
      ['Total Conversations', '1,234'],
      ['Total Messages', '5,678'],
      ['Service Inquiries', '321'],
      ['Employment Inquiries', '45'],
    ]) {
      const counter = screen
        .getAllByTestId('admin-counter')
        .find((element) => element.textContent?.includes(label!));
      expect(counter?.textContent).toContain(value);
    }
    expect(within(rows[0]!).getByText('Priya Natarajan')).toBeTruthy();
    expect(
      within(rows[0]!).getByText(format(new Date('2025-03-04T17:05:00.000Z'), ADMIN_DATE_FORMAT)),
    ).toBeTruthy();
    expect(within(rows[1]!).getByText('Anonymous visitor')).toBeTruthy();
    const intents = rows.map((row) => row.querySelector('[data-intent]'));
    expect(intents.map((badge) => badge?.textContent)).toEqual([
      'Service Inquiry',
      'Employment',
      'Vendor',
      'something-else',
    ]);
    // Others are grey.
    expect(intents[3]?.outerHTML).toContain('gray');
    expect(within(rows[0]!).getByRole('button', { name: 'View Details' })).toBeTruthy();
  });

  it("says 'No conversations found' when nothing matches", async () => {
    server(() => page([]));
    renderAdmin({ token: GOOD_TOKEN });
    expect(await screen.findByText('No conversations found')).toBeTruthy();
  });

  it("searches on the server and filters by intent ('All Intents' by default)", async () => {
    const { trpcCalls } = server((input) =>
      page(input.search === 'oat' ? [conversationSummary()] : []),
    );
    renderAdmin({ token: GOOD_TOKEN });
    await screen.findByText('No conversations found');
    const intentFilter = screen
      .getAllByLabelText('Intent')
      .find((element) => element.tagName === 'INPUT')!;
    expect((intentFilter as HTMLInputElement).value).toBe('All Intents');

    fireEvent.change(screen.getByPlaceholderText('Search name, email, subject or message'), {
      target: { value: 'oat' },
    });
    expect(await screen.findByText('Priya Natarajan')).toBeTruthy();
    expect(trpcCalls('admin.conversations.list').at(-1)?.input).toMatchObject({
      search: 'oat',
      limit: 25,
      offset: 0,
    });

    fireEvent.click(intentFilter);
    fireEvent.click(await screen.findByRole('option', { name: 'Employment' }));
    await waitFor(() =>
      expect(trpcCalls('admin.conversations.list').at(-1)?.input).toMatchObject({
        search: 'oat',
        intent: 'employment',
      }),
    );
    expect(screen.getByTestId('location').textContent).toContain('intent=employment');
  });

  it('pages through the results', async () => {
    const { trpcCalls } = server((input) => ({
      ...page(
        [conversationSummary({ id: `p${input.offset}`, clientName: `Offset ${input.offset}` })],
        60,
      ),
      offset: Number(input.offset),
    }));
    renderAdmin({ token: GOOD_TOKEN });
    expect(await screen.findByText('Offset 0')).toBeTruthy();
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Offset 25')).toBeTruthy();
    expect(trpcCalls('admin.conversations.list').at(-1)?.input).toMatchObject({ offset: 25 });
  });
});

describe('conversation detail', () => {
  it('shows each message with user and assistant text, time, token info, session and IP, and the contact details', async () => {
    server(() => page([conversationSummary()]));
    renderAdmin({ token: GOOD_TOKEN });
    fireEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    const messages = await screen.findAllByTestId('conversation-message');
    expect(messages).toHaveLength(2);
    const first = within(messages[0]!);
    expect(first.getByText('We need a campaign to launch our oat milk brand')).toBeTruthy();
    expect(first.getByText(/Golden State Creamery/)).toBeTruthy();
    expect(first.getByText('User')).toBeTruthy();
    expect(first.getByText('Assistant')).toBeTruthy();
    expect(
      first.getByText(format(new Date('2025-03-04T17:00:00.000Z'), 'MMM d, HH:mm')),
    ).toBeTruthy();
    expect(first.getByTestId('token-info').textContent).toBe('234 tokens');
    expect(first.getByText('Session: session-abc')).toBeTruthy();
    expect(first.getByText('IP: 203.0.113.9')).toBeTruthy();
    expect(within(messages[1]!).getByTestId('token-info').textContent).toBe(
      'Answer: pricing · Step: unit',
    );
    expect(within(messages[1]!).getByText('mystery')).toBeTruthy();

    expect(screen.getByText('priya@example.com')).toBeTruthy();
    expect(screen.getByText('Oat milk launch')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/admin?conversation=${ID}`);

    fireEvent.click(screen.getByRole('button', { name: 'Back to Conversations' }));
    expect(await screen.findByRole('button', { name: 'View Details' })).toBeTruthy();
  });

  it('opens the conversation pressed while a search typed just before is still unsent', async () => {
    server(() => page([conversationSummary()]));
    renderAdmin({ token: GOOD_TOKEN });
    const view = await screen.findByRole('button', { name: 'View Details' });
    vi.useFakeTimers();
    try {
      fireEvent.change(screen.getByPlaceholderText('Search name, email, subject or message'), {
        target: { value: 'Priya' },
      });
      // The search's pause ends before the router has drawn the opened conversation, as on a
      // busy machine: the search must not take the visitor back to the list.
      act(() => {
        fireEvent.click(view);
        vi.advanceTimersByTime(300);
      });
      act(() => {
        vi.runOnlyPendingTimers();
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findAllByTestId('conversation-message')).toHaveLength(2);
    expect(screen.getByTestId('location').textContent).toBe(`/admin?conversation=${ID}&q=Priya`);
  });

  it('goes to the tab pressed while a search typed just before is still unsent', async () => {
    server(() => page([conversationSummary()]));
    renderAdmin({ token: GOOD_TOKEN });
    await screen.findByRole('button', { name: 'View Details' });
    vi.useFakeTimers();
    try {
      fireEvent.change(screen.getByPlaceholderText('Search name, email, subject or message'), {
        target: { value: 'Priya' },
      });
      act(() => {
        fireEvent.click(screen.getByRole('tab', { name: /Leads/ }));
        vi.advanceTimersByTime(300);
      });
      act(() => {
        vi.runOnlyPendingTimers();
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin?tab=leads'),
    );
  });

  it('goes to the second of two tabs pressed before the first is drawn', async () => {
    server(() => page([conversationSummary()]));
    renderAdmin({ token: GOOD_TOKEN });
    await screen.findByRole('button', { name: 'View Details' });
    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: /Leads/ }));
      fireEvent.click(screen.getByRole('tab', { name: /Resumes/ }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin?tab=resumes'),
    );
  });

  it("links to the conversation's lead", async () => {
    server(() => page([conversationSummary()]));
    renderAdmin({ token: GOOD_TOKEN });
    fireEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Priya (lead)' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/admin?tab=leads&lead=${LEAD_ID}`),
    );
  });

  it('opens an uploaded PDF in a new tab, fetched with the token', async () => {
    const { calls } = server(() => page([conversationSummary()]));
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf');
    URL.revokeObjectURL = vi.fn();
    renderAdmin({ route: `/admin?conversation=${ID}`, token: GOOD_TOKEN });

    const pdf = await screen.findByTestId('conversation-document');
    expect(within(pdf).getByText('Oat Brief.pdf')).toBeTruthy();
    fireEvent.click(within(pdf).getByRole('button', { name: 'Open Oat Brief.pdf' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/pdf'));
    expect(tab.opener).toBeNull();
    expect(calls.find((call) => call.path.includes('/documents/'))).toMatchObject({
      authorization: `Bearer ${GOOD_TOKEN}`,
    });
  });
});
