import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProcedureInput } from '../../../test/fakeApi.ts';
import {
  fakeAdminServer,
  GOOD_TOKEN,
  leadList,
  leadSummary,
  renderAdmin,
  type LeadSummary,
} from '../testing.tsx';

const lead = (id: string, name: string, overrides: Partial<LeadSummary> = {}) =>
  leadSummary({
    id,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    name,
    company: null,
    sources: ['chat'],
    intent: null,
    dueAt: null,
    documentCount: 0,
    ...overrides,
  });

const ADA = '11111111-1111-4111-8111-111111111111';
const GRACE = '22222222-2222-4222-8222-222222222222';
const LINUS = '33333333-3333-4333-8333-333333333333';
const JUNE = '66666666-6666-4666-8666-666666666666';

function server(
  initial = [lead(ADA, 'Ada Lovelace'), lead(GRACE, 'Grace Hopper'), lead(LINUS, 'Linus Pauling')],
) {
  let leads = initial;
  const bulk: ProcedureInput<'admin.leads.bulk'>[] = [];
  const fake = fakeAdminServer({
    'admin.whoami': () => ({ label: 'maria', role: 'owner' as const }),
    'admin.staff.active': () => [{ id: JUNE, name: 'June Park' }],
    'admin.leads.list': () => leadList(leads),
    'admin.leads.bulk': (input) => {
      bulk.push(input);
      if (input.action.type === 'delete' || input.action.type === 'spam')
        leads = leads.filter((row) => !input.ids.includes(row.id));
      return { action: input.action.type, selected: input.ids.length, changed: input.ids.length };
    },
  });
  return { fake, bulk };
}

const rows = () => screen.getAllByTestId('lead-row');

describe('bulk actions on the leads list', () => {
  it('marks the selected rows spam in one request, and they leave the list', async () => {
    const { bulk } = server();
    renderAdmin({ route: '/admin?tab=leads', token: GOOD_TOKEN });
    await screen.findAllByTestId('lead-row');
    expect(screen.queryByTestId('lead-bulk')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Linus Pauling' }));
    const bar = screen.getByTestId('lead-bulk');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Mark as spam' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(bulk).toEqual([{ ids: [ADA, LINUS], action: { type: 'spam', spam: true } }]);
    expect(within(rows()[0]!).getByText('Grace Hopper')).toBeTruthy();
    expect(screen.queryByTestId('lead-bulk')).toBeNull();
  });

  it('deletes every row on the page only after a confirmation naming how many', async () => {
    const { bulk } = server();
    renderAdmin({ route: '/admin?tab=leads', token: GOOD_TOKEN });
    await screen.findAllByTestId('lead-row');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all leads on this page' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 leads?' });
    // Cancelled, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bulk).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete 3 leads?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete 3 leads' }));
    await waitFor(() => expect(screen.queryAllByTestId('lead-row')).toHaveLength(0));
    expect(bulk).toEqual([
      { ids: [ADA, GRACE, LINUS], action: { type: 'delete', confirmCount: 3 } },
    ]);
  });

  it('assigns the selected rows to a person', async () => {
    const { bulk } = server();
    renderAdmin({ route: '/admin?tab=leads', token: GOOD_TOKEN });
    await screen.findAllByTestId('lead-row');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    const bar = screen.getByTestId('lead-bulk');
    fireEvent.click(
      within(bar)
        .getAllByLabelText('Assign to')
        .find((element) => element.tagName === 'INPUT')!,
    );
    fireEvent.click(await within(bar).findByRole('option', { name: 'June Park' }));
    await waitFor(() =>
      expect(bulk).toEqual([{ ids: [GRACE], action: { type: 'assign', ownerId: JUNE } }]),
    );
    expect(await screen.findByText('Done: 1 lead changed.')).toBeTruthy();
  });

  it('the Spam filter asks for the spam leads, and takes the mark off', async () => {
    const { fake, bulk } = server([lead(ADA, 'Ada Lovelace', { spam: true })]);
    renderAdmin({ route: '/admin?tab=leads&status=spam', token: GOOD_TOKEN });
    await screen.findAllByTestId('lead-row');
    const listed = fake.calls.find((call) => call.path === 'admin.leads.list');
    expect(listed?.input).toMatchObject({ spam: 'only' });
    expect(listed?.input).not.toHaveProperty('status');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not spam' }));
    await waitFor(() =>
      expect(bulk).toEqual([{ ids: [ADA], action: { type: 'spam', spam: false } }]),
    );
    // The view is empty now, and still says what was done: the notice outlives the rows.
    await waitFor(() => expect(screen.queryAllByTestId('lead-row')).toHaveLength(0));
    expect(screen.getByText('Done: 1 lead changed.')).toBeTruthy();
  });
});
