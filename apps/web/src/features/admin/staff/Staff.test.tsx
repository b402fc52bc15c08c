import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, type ProcedureOutput } from '../../../test/fakeApi.ts';
import { fakeAdminServer, GOOD_TOKEN, noConversations, renderAdmin } from '../testing.tsx';

const JO = '55555555-5555-4555-8555-555555555555';
const TOKEN = `slc_0123456789ab_${'s'.repeat(43)}`;

type StaffMember = ProcedureOutput<'admin.staff.list'>[number];

const person = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: JO,
  name: 'Jo Park',
  role: 'staff',
  tokenPrefix: '0123456789ab',
  createdBy: 'Rosa',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-25T16:30:00.000Z',
  revokedAt: null,
  revokedBy: null,
  email: null,
  emailChangedBy: null,
  emailChangedAt: null,
  ...overrides,
});

function server(role: 'owner' | 'staff' = 'owner') {
  let people: StaffMember[] = [];
  return fakeAdminServer({
    'admin.whoami': () => ({ label: 'Rosa', role }),
    ...noConversations,
    'admin.staff.list': () => people,
    'admin.staff.active': () => people.filter((p) => !p.revokedAt),
    'admin.staff.create': (input) => {
      if (people.some((p) => p.name === input.name))
        throw new FakeTrpcError('CONFLICT', `${input.name} already has an active token`);
      const created = person({ name: input.name, email: input.email ?? null });
      people = [created];
      return { staff: created, token: TOKEN };
    },
    'admin.staff.update': (input) => {
      if (input.changes.email === 'taken@agency.test')
        throw new FakeTrpcError('BAD_REQUEST', 'The server refused it');
      people = people.map((p) =>
        p.id === input.id
          ? {
              ...p,
              email: (input.changes.email as string | null) || null,
              emailChangedBy: 'Rosa',
              emailChangedAt: '2026-11-26T08:00:00.000Z',
            }
          : p,
      );
      return people.find((p) => p.id === input.id)!;
    },
    'admin.staff.revoke': (input) => {
      people = people.map((p) =>
        p.id === input.id ? { ...p, revokedAt: '2026-11-26T07:00:00.000Z', revokedBy: 'Rosa' } : p,
      );
      return people.find((p) => p.id === input.id)!;
    },
  });
}

describe('staff tab', () => {
  it('an owner creates a token for a named person, shown once, and sees the person listed', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=staff', token: GOOD_TOKEN });
    const tab = await screen.findByTestId('staff-tab');
    expect(
      await within(tab).findByText('No staff tokens yet: create one per person.'),
    ).toBeTruthy();

    fireEvent.change(within(tab).getByLabelText('Name'), { target: { value: 'Jo Park' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByTestId('staff-token');
    expect(shown.textContent).toContain('Jo Park’s token');
    expect(shown.textContent).toContain(TOKEN);
    expect(shown.textContent).toContain('shown this once');
    expect(fake.trpcCalls('admin.staff.create').map((call) => call.input)).toEqual([
      { name: 'Jo Park', role: 'staff' },
    ]);

    const row = await screen.findByTestId('staff-row');
    expect(row.textContent).toContain('Jo Park');
    expect(row.textContent).toContain('slc_0123456789ab_…');
    expect(row.textContent).not.toContain(TOKEN);
    expect(row.textContent).toContain('by Rosa');
    expect(within(row).getByText('Active')).toBeTruthy();

    // Closed, the token is gone from the page for good.
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByTestId('staff-token')).toBeNull());
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('refuses an empty name with the server’s message, and shows a refusal from the server', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=staff', token: GOOD_TOKEN });
    const tab = await screen.findByTestId('staff-tab');
    fireEvent.change(within(tab).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Create token' }));
    expect(await within(tab).findByText('Name is required')).toBeTruthy();
    expect(fake.trpcCalls('admin.staff.create')).toHaveLength(0);

    fireEvent.change(within(tab).getByLabelText('Name'), { target: { value: 'Jo Park' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Create token' }));
    await screen.findByTestId('staff-token');
    fireEvent.change(within(tab).getByLabelText('Name'), { target: { value: 'Jo Park' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Jo Park already has an active token')).toBeTruthy();
  });

  it('takes an optional email for reminders when the token is made, shows it, and changes it', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=staff', token: GOOD_TOKEN });
    const tab = await screen.findByTestId('staff-tab');
    fireEvent.change(within(tab).getByLabelText('Name'), { target: { value: 'Jo Park' } });
    fireEvent.change(within(tab).getByLabelText('Email'), { target: { value: 'jo@x' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Create token' }));
    expect(await within(tab).findByText('Please enter a valid email address')).toBeTruthy();
    expect(fake.trpcCalls('admin.staff.create')).toHaveLength(0);

    fireEvent.change(within(tab).getByLabelText('Email'), {
      target: { value: ' jo.park@agency.test ' },
    });
    fireEvent.click(within(tab).getByRole('button', { name: 'Create token' }));
    await screen.findByTestId('staff-token');
    expect(fake.trpcCalls('admin.staff.create').map((call) => call.input)).toEqual([
      { name: 'Jo Park', role: 'staff', email: 'jo.park@agency.test' },
    ]);
    const row = await screen.findByTestId('staff-row');
    expect(await within(row).findByText('jo.park@agency.test')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Edit Jo Park’s email' }));
    const field = within(row).getByRole('textbox', { name: 'Edit Jo Park’s email' });
    fireEvent.change(field, { target: { value: 'jo at agency.test' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Please enter a valid email address')).toBeTruthy();
    expect(fake.trpcCalls('admin.staff.update')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('None: reminders go to the staff inbox')).toBeTruthy();
    expect(within(row).getByText(/Changed .* by Rosa/)).toBeTruthy();
    expect(fake.trpcCalls('admin.staff.update').map((call) => call.input)).toEqual([
      { id: JO, changes: { email: null } },
    ]);
  });

  it('revokes after a confirmation, and the row says when and by whom', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=staff', token: GOOD_TOKEN });
    const tab = await screen.findByTestId('staff-tab');
    fireEvent.change(within(tab).getByLabelText('Name'), { target: { value: 'Jo Park' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Create token' }));
    const row = await screen.findByTestId('staff-row');

    fireEvent.click(within(row).getByRole('button', { name: 'Revoke Jo Park' }));
    expect(fake.trpcCalls('admin.staff.revoke')).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() =>
      expect(screen.getByTestId('staff-row').textContent).toMatch(/Revoked .* by Rosa/),
    );
    expect(fake.trpcCalls('admin.staff.revoke').map((call) => call.input)).toEqual([{ id: JO }]);
  });

  it('is not offered to staff who are not owners, and its link opens the overview instead', async () => {
    const fake = server('staff');
    renderAdmin({ route: '/admin?tab=staff', token: GOOD_TOKEN });
    expect(await screen.findByText('Signed in as Rosa')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Staff' })).toBeNull();
    expect(screen.queryByTestId('staff-tab')).toBeNull();
    expect(fake.trpcCalls('admin.staff.list')).toHaveLength(0);
  });
});
