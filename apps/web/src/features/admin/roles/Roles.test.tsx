import { ADMIN_DATE_FORMAT, type CandidateStage } from '@agency/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, type ProcedureOutput } from '../../../test/fakeApi.ts';
import { fakeAdminServer, GOOD_TOKEN, renderAdmin } from '../testing.tsx';

const role: ProcedureOutput<'admin.roles.list'>[number] = {
  slug: 'senior-copywriter',
  title: 'Senior Copywriter',
  track: 'full-time',
  discipline: 'copywriting',
  workMode: 'hybrid',
  payMin: 105_000,
  payMax: 135_000,
  payUnit: 'year',
  description: 'Write the lines people remember.',
  requirements: '- Six years',
  openings: 1,
  status: 'open',
  datePosted: '2026-11-14T18:00:00.000Z',
  validThrough: '2027-01-10T07:59:59.000Z',
  updatedAt: '2026-11-14T18:00:00.000Z',
  live: true,
  candidates: { new: 1, reviewing: 0, interview: 0, offer: 0, hired: 0, declined: 0, total: 1 },
};

const candidate = (stage: CandidateStage): ProcedureOutput<'admin.candidates.update'> => ({
  id: '44444444-4444-4444-8444-444444444444',
  roleId: role.slug,
  leadId: null,
  name: 'Rosa Delgado',
  email: 'rosa@example.com',
  portfolioUrl: 'https://rosa.example',
  note: 'I wrote the opening-day spot.',
  stage,
  owner: null,
  ownerId: null,
  notes: '',
  appliedAt: '2026-11-20T10:00:00.000Z',
  stageChangedAt: '2026-11-20T10:00:00.000Z',
  resume: {
    id: '55555555-5555-4555-8555-555555555555',
    originalName: 'rosa.pdf',
    fileSize: 40_000,
    phone: null,
    experience: '7 years of copywriting',
    experienceYears: 7,
    skills: ['Copywriting', 'Scripts'],
    links: {},
  },
});

const revisions: ProcedureOutput<'admin.roles.revisions'> = [
  {
    id: 'role-rev-2',
    action: 'update',
    actor: 'lupe',
    createdAt: '2026-11-18T09:30:00.000Z',
    fields: ['payMax', 'status'],
    changes: { payMax: { from: 125_000, to: 135_000 }, status: { from: 'draft', to: 'open' } },
  },
  {
    id: 'role-rev-1',
    action: 'create',
    actor: 'marco',
    createdAt: '2026-11-14T18:00:00.000Z',
    fields: ['title', 'payMax', 'status'],
    changes: {},
  },
];

function server() {
  let stage: CandidateStage = 'new';
  const moves: unknown[] = [];
  const counts = (): Record<CandidateStage, number> => ({
    new: 0,
    reviewing: 0,
    interview: 0,
    offer: 0,
    hired: 0,
    declined: 0,
    [stage]: 1,
  });
  const fake = fakeAdminServer({
    'admin.whoami': () => ({ label: 'lupe', role: 'staff' }),
    'admin.staff.active': () => [],
    'admin.roles.list': () => [role],
    'admin.roles.revisions': () => revisions,
    'admin.roles.pipeline': () => ({
      role: { slug: role.slug, title: role.title },
      candidates: [candidate(stage)],
      counts: counts(),
    }),
    'admin.candidates.update': (input) => {
      moves.push(input);
      stage = input.changes.stage ?? stage;
      return candidate(stage);
    },
  });
  return { ...fake, moves };
}

describe('roles tab', () => {
  it('lists the roles with their status, pay and candidates; the pipeline moves a candidate in one action', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=roles', token: GOOD_TOKEN });
    const card = await screen.findByTestId('role-admin-card');
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByText(/\$105,000–\$135,000 a year/)).toBeTruthy();
    expect(within(card).getByText(/1 candidate · 1 new/)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Candidates: Senior Copywriter' }));
    const column = await screen.findByTestId('stage-new');
    expect(within(column).getByText('Rosa Delgado')).toBeTruthy();
    expect(screen.getByTestId('count-new').textContent).toBe('1');

    fireEvent.click(
      within(column)
        .getAllByLabelText('Move to')
        .find((element) => element.tagName === 'INPUT')!,
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Interview' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('stage-interview')).getByText('Rosa Delgado')).toBeTruthy(),
    );
    expect(fake.moves).toEqual([
      { id: '44444444-4444-4444-8444-444444444444', changes: { stage: 'interview' } },
    ]);
    expect(screen.getByTestId('count-new').textContent).toBe('0');
  });

  it('shows beside the edit form who changed the role, when and what, with nothing to restore', async () => {
    const fake = server();
    renderAdmin({ route: `/admin?tab=roles&edit=${role.slug}`, token: GOOD_TOKEN });
    const history = await screen.findByTestId('revision-history');
    const entries = await within(history).findAllByTestId('revision');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Updated');
    expect(entries[0]!.textContent).toContain(
      format(new Date('2026-11-18T09:30:00.000Z'), ADMIN_DATE_FORMAT),
    );
    expect(entries[0]!.textContent).toContain('by lupe');
    expect(entries[0]!.textContent).toContain('Changed: Maximum pay, Status');
    expect(entries[1]!.textContent).toContain('Created');
    expect(entries[1]!.textContent).toContain('by marco');
    expect(entries[1]!.textContent).not.toContain('Changed:');
    expect(within(history).queryByRole('button')).toBeNull();
    expect(fake.trpcCalls('admin.roles.revisions')[0]?.input).toEqual({ id: role.slug });
  });

  it.each([
    ["the input's schema", 'updates.payMax'],
    // The service checks the edit merged with the stored role: it names the role's field.
    ["the service's own check", 'payMax'],
  ])(
    "shows the server's refusal of a field (%s) beside that field, not above the form",
    async (_by, path) => {
      const message = 'The maximum pay must be at least the minimum.';
      const sent: unknown[] = [];
      fakeAdminServer({
        'admin.whoami': () => ({ label: 'lupe', role: 'staff' }),
        'admin.roles.list': () => [role],
        'admin.roles.update': (input) => {
          sent.push(input);
          throw new FakeTrpcError('BAD_REQUEST', message, { [path]: [message] });
        },
      });
      renderAdmin({ route: `/admin?tab=roles&edit=${role.slug}`, token: GOOD_TOKEN });
      const form = await screen.findByRole('form', { name: 'Edit Senior Copywriter' });
      fireEvent.click(within(form).getByRole('button', { name: 'Save role' }));

      const field = await within(form).findByRole('textbox', { name: /Maximum pay/ });
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(within(form).getAllByText(message)).toHaveLength(1);
      expect(within(form).queryByRole('alert')).toBeNull();
      expect(
        within(form)
          .getByRole('textbox', { name: /Minimum pay/ })
          .getAttribute('aria-invalid'),
      ).not.toBe('true');
      expect(sent).toHaveLength(1);
    },
  );
});

describe('a new role', () => {
  it('opens its form after the tab already open is pressed again', async () => {
    fakeAdminServer({
      'admin.whoami': () => ({ label: 'lupe', role: 'staff' }),
      'admin.roles.list': () => [role],
    });
    renderAdmin({ route: '/admin?tab=roles', token: GOOD_TOKEN });
    fireEvent.click(await screen.findByRole('tab', { name: /Roles/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'New Role' }));
    expect(await screen.findByRole('form', { name: 'New Role' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin?tab=roles&new=1');
  });

  it("shows the server's refusal of a taken address beside the title it was made from", async () => {
    const message =
      'A role with the address "senior-copywriter" already exists. Please choose a different title or slug.';
    fakeAdminServer({
      'admin.whoami': () => ({ label: 'lupe', role: 'staff' }),
      'admin.roles.list': () => [role],
      'admin.roles.create': () => {
        throw new FakeTrpcError('CONFLICT', message, { title: [message] });
      },
    });
    renderAdmin({ route: '/admin?tab=roles&new=1', token: GOOD_TOKEN });
    const form = await screen.findByRole('form', { name: 'New Role' });
    const title = within(form).getByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'Senior Copywriter' } });
    // Submitted as is: the browser's check of the other required fields is not what is tested.
    fireEvent.submit(form);

    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText(message)).toHaveLength(1);
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
