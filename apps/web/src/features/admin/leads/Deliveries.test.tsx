import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, type ProcedureOutput } from '../../../test/fakeApi.ts';
import {
  deliverySummary as delivery,
  fakeAdminServer,
  GOOD_TOKEN,
  noConversations,
  renderAdmin,
} from '../testing.tsx';

type Health = ProcedureOutput<'admin.deliveries.health'>;

const FAILED = '88888888-8888-4888-8888-888888888888';
const DELIVERED = '99999999-9999-4999-8999-999999999999';

const healthy: Health = { failing: false, attempts: 5, lastError: null, lastFailedAt: null };
const failing: Health = {
  failing: true,
  attempts: 5,
  lastError: 'Invalid login: 535 Authentication failed',
  lastFailedAt: '2026-11-26T10:05:00.000Z',
};

/** Three deliveries the list filters as the server does; a resend moves one to pending, audited. */
function server(health: Health = healthy) {
  let rows = [
    delivery({}),
    delivery({ id: FAILED, status: 'failed', attempts: 10, nextAttemptAt: null }),
    delivery({
      id: DELIVERED,
      channel: 'webhook',
      target: 'https://hooks.example.com/x?…',
      status: 'delivered',
      lastStatus: 200,
      lastError: null,
      nextAttemptAt: null,
      eventType: 'message.created',
    }),
  ];
  return fakeAdminServer({
    'admin.whoami': () => ({ label: 'Ana Ruiz', role: 'staff' as const }),
    'admin.unread.counts': () => ({ leads: 0, conversations: 0 }),
    ...noConversations,
    'admin.deliveries.health': () => health,
    'admin.deliveries.list': ({ status, channel, type }) => {
      const deliveries = rows.filter(
        (row) =>
          (!status || status === 'all' || row.status === status) &&
          (!channel || channel === 'all' || row.channel === channel) &&
          (!type || type === 'all' || row.eventType === type),
      );
      return { deliveries, total: deliveries.length, limit: 100, offset: 0 };
    },
    'admin.deliveries.resend': ({ id }) => {
      const row = rows.find((one) => one.id === id)!;
      if (row.status === 'delivered')
        throw new FakeTrpcError('CONFLICT', 'This delivery was already delivered');
      const resent = {
        ...row,
        status: 'pending',
        lastResend: { by: 'Ana Ruiz', at: '2026-11-26T10:10:00.000Z' },
      };
      rows = rows.map((one) => (one.id === id ? resent : one));
      return resent;
    },
  });
}

const rowOf = (text: string) =>
  screen.getAllByTestId('delivery-row').find((row) => row.textContent?.includes(text))!;

/** Picks an option of one of the tab's selects. */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the Deliveries tab', () => {
  it('filters by event type, keeping the filters in the URL', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=deliveries', token: GOOD_TOKEN });
    expect(await screen.findAllByTestId('delivery-row')).toHaveLength(3);

    await choose('Event', 'message.created');
    await waitFor(() => expect(screen.getAllByTestId('delivery-row')).toHaveLength(1));
    expect(rowOf('message.created')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      '/admin?tab=deliveries&type=message.created',
    );
    expect(fake.trpcCalls('admin.deliveries.list').at(-1)?.input).toMatchObject({
      type: 'message.created',
    });

    await choose('Event', 'lead.deleted');
    expect(await screen.findByText('No deliveries match these filters.')).toBeTruthy();
  });

  it('resends a pending or failed delivery, not a delivered one, and shows who resent it', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=deliveries', token: GOOD_TOKEN });
    await screen.findAllByTestId('delivery-row');
    const button = (row: HTMLElement) =>
      within(row).getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
    expect(button(rowOf('message.created')).disabled).toBe(true);
    expect(button(rowOf('failed')).disabled).toBe(false);
    expect(button(rowOf('pending')).disabled).toBe(false);

    fireEvent.click(button(rowOf('failed')));
    expect(await screen.findByText(/Resent by Ana Ruiz/)).toBeTruthy();
    expect(fake.trpcCalls('admin.deliveries.resend').map((call) => call.input)).toEqual([
      { id: FAILED },
    ]);
    await waitFor(() =>
      expect(
        screen.getAllByTestId('delivery-row').filter((row) => row.textContent?.includes('failed')),
      ).toHaveLength(0),
    );
  });

  it('shows a banner while staff emails are failing, linking to the failed emails', async () => {
    const fake = server(failing);
    renderAdmin({ route: '/admin', token: GOOD_TOKEN });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(
      'Staff emails are failing: Invalid login: 535 Authentication failed',
    );
    fireEvent.click(within(banner).getByRole('link', { name: 'See the failed emails' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin?tab=deliveries&status=failed&channel=email',
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('delivery-row')).toHaveLength(1));
    expect(fake.trpcCalls('admin.deliveries.list').at(-1)?.input).toMatchObject({
      status: 'failed',
      channel: 'email',
    });
  });

  it('shows no banner while staff emails go out', async () => {
    const fake = server(healthy);
    renderAdmin({ route: '/admin', token: GOOD_TOKEN });
    await waitFor(() => expect(fake.trpcCalls('admin.deliveries.health')).toHaveLength(1));
    expect(screen.queryByText(/Staff emails are failing/)).toBeNull();
  });
});
