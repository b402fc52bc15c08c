import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, type ProcedureInput, type ProcedureOutput } from '../../../test/fakeApi.ts';
import { fakeAdminServer, GOOD_TOKEN, renderAdmin } from '../testing.tsx';

type Report = ProcedureOutput<'admin.reports.dashboard'>;

const days = ['2026-03-02', '2026-03-03'];
const volumeRow = (period: string, chats: number) => ({
  period,
  chats,
  forms: 1,
  leadsChat: 1,
  leadsContactForm: 1,
  leadsBrief: 0,
  leadsResume: 0,
  leadsApplication: 0,
});

function report(input: ProcedureInput<'admin.reports.dashboard'>): Report {
  return {
    from: input.from,
    to: input.to,
    granularity: input.granularity ?? 'day',
    timeZone: 'America/Los_Angeles',
    volume: days.map((day, index) => volumeRow(day, index + 3)),
    conversion: {
      totals: { chats: 7, converted: 2, rate: 2 / 7 },
      series: days.map((period) => ({ period, chats: 3, converted: 1, rate: 1 / 3 })),
    },
    intents: [
      { intent: 'service-inquiry', chats: 4, forms: 2 },
      { intent: 'employment', chats: 3, forms: 0 },
    ],
    firstReply: {
      totals: {
        leads: 4,
        withinPromise: 3,
        late: 1,
        overdue: 0,
        waiting: 0,
        medianHours: 5.5,
        p90Hours: 30.2,
      },
      series: days.map((period) => ({
        period,
        leads: 2,
        withinPromise: 1,
        late: 1,
        overdue: 0,
        waiting: 0,
      })),
    },
    unanswered: {
      totals: { turns: 40, unanswered: 6, share: 0.15 },
      series: days.map((period) => ({ period, turns: 20, unanswered: 3, share: 0.15 })),
      reasons: [{ reason: 'unknown', turns: 6 }],
    },
  };
}

function server() {
  return fakeAdminServer(
    {
      'admin.whoami': () => ({ label: 'Jo Park', role: 'staff' }),
      'admin.reports.dashboard': report,
    },
    {
      raw: {
        'GET /api/admin/reports/intents.csv': () =>
          new Response('\uFEFFIntent,Chats,Contact forms\r\n', {
            headers: { 'Content-Type': 'text/csv' },
          }),
        'GET /api/admin/reports/unanswered.csv': () =>
          json({ error: 'BAD_REQUEST', message: 'to must not be before from' }, 400),
      },
    },
  );
}

const figureOf = (tab: HTMLElement, chart: string) =>
  within(within(tab).getByRole('region', { name: chart })).getByTestId('chart-figure').textContent;

describe('dashboard tab', () => {
  it('shows each chart with its headline figure, for the last 30 days by default', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=dashboard', token: GOOD_TOKEN });
    const tab = await screen.findByTestId('dashboard-tab', {}, { timeout: 10_000 });
    await within(tab).findByRole('region', { name: 'Chat-to-lead conversion' });

    expect(figureOf(tab, 'Conversations by source')).toBe('7 chats');
    expect(figureOf(tab, 'New leads by first source')).toBe('4 leads');
    expect(figureOf(tab, 'Chat-to-lead conversion')).toBe('29%');
    expect(figureOf(tab, 'Intent mix')).toBe('2 intents');
    expect(figureOf(tab, 'First staff reply')).toBe('3 of 4 within one business day');
    expect(within(tab).getByText(/Median 5.5 h, 90th percentile 30.2 h/)).toBeTruthy();
    expect(figureOf(tab, 'Turns the assistant could not answer')).toBe('15%');

    const [first] = fake.trpcCalls('admin.reports.dashboard');
    expect(first!.authorization).toBe(`Bearer ${GOOD_TOKEN}`);
    const { from, to, granularity } = first!.input;
    expect(granularity).toBe('day');
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  });

  it('asks again for the range and granularity chosen, and says why a range is refused', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=dashboard', token: GOOD_TOKEN });
    const tab = await screen.findByTestId('dashboard-tab', {}, { timeout: 10_000 });
    await within(tab).findByRole('region', { name: 'Intent mix' });

    fireEvent.change(within(tab).getByLabelText('From'), { target: { value: '2026-03-02' } });
    fireEvent.change(within(tab).getByLabelText('To'), { target: { value: '2026-03-08' } });
    fireEvent.click(within(tab).getByRole('radio', { name: 'Week' }));
    await waitFor(() =>
      expect(fake.trpcCalls('admin.reports.dashboard').at(-1)?.input).toEqual({
        from: '2026-03-02',
        to: '2026-03-08',
        granularity: 'week',
      }),
    );

    const asked = fake.trpcCalls('admin.reports.dashboard').length;
    fireEvent.change(within(tab).getByLabelText('From'), { target: { value: '2026-03-09' } });
    expect(await within(tab).findByText('to must not be before from')).toBeTruthy();
    fireEvent.change(within(tab).getByLabelText('From'), { target: { value: '2024-01-01' } });
    expect(await within(tab).findByText(/at most 366 can be shown at once/)).toBeTruthy();
    expect(fake.trpcCalls('admin.reports.dashboard')).toHaveLength(asked);
  });

  it("downloads a chart's CSV for the range shown, and says when the server refuses", async () => {
    const fake = server();
    const createObjectURL = vi.fn(() => 'blob:intents');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    renderAdmin({ route: '/admin?tab=dashboard', token: GOOD_TOKEN });
    const tab = await screen.findByTestId('dashboard-tab', {}, { timeout: 10_000 });
    await within(tab).findByRole('region', { name: 'Intent mix' });
    fireEvent.change(within(tab).getByLabelText('From'), { target: { value: '2026-03-02' } });
    fireEvent.change(within(tab).getByLabelText('To'), { target: { value: '2026-03-08' } });

    fireEvent.click(
      within(tab).getByRole('button', { name: 'Download the data of “Intent mix” as CSV' }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = fake.calls.find((call) => call.path.startsWith('/api/admin/reports/intents.csv'));
    expect(csv).toMatchObject({
      path: '/api/admin/reports/intents.csv?from=2026-03-02&to=2026-03-08&granularity=day',
      authorization: `Bearer ${GOOD_TOKEN}`,
    });

    fireEvent.click(
      within(tab).getByRole('button', {
        name: 'Download the data of “Turns the assistant could not answer” as CSV',
      }),
    );
    expect(await within(tab).findByText('400: to must not be before from')).toBeTruthy();
  });
});
