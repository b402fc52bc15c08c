import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProcedureOutput } from '../../../test/fakeApi.ts';
import { fakeAdminServer, GOOD_TOKEN, leadSummary, renderAdmin } from '../testing.tsx';

const ID = '33333333-3333-4333-8333-333333333333';
const JUNE = '66666666-6666-4666-8666-666666666666';

const lead = leadSummary;

const counts = {
  total: 3,
  new: 2,
  contacted: 0,
  qualified: 0,
  won: 0,
  lost: 0,
  candidate: 1,
  spam: 0,
};

function server() {
  let current = lead();
  const audit: ProcedureOutput<'admin.leads.detail'>['audit'] = [];
  let suggestions = [
    {
      id: 's1',
      field: 'name',
      value: 'Mallory',
      source: 'chat',
      createdAt: '2026-11-22T08:00:00.000Z',
    },
  ];
  const fake = fakeAdminServer({
    'admin.whoami': () => ({ label: 'maria', role: 'owner' as const }),
    'admin.leads.list': () => ({ leads: [current], total: 1, limit: 50, offset: 0, counts }),
    'admin.leads.detail': () => ({
      lead: current,
      conversations: [
        {
          id: 'c1',
          subject: null,
          intent: 'service-inquiry',
          sessionId: 'contact-form',
          messageCount: 1,
          firstMessage: 'New contact form submission',
          contactMessage: null,
          startedAt: '2026-11-21T10:00:00.000Z',
          lastActivityAt: '2026-11-21T10:00:00.000Z',
        },
      ],
      documents: [
        {
          id: 'd1',
          originalName: 'brief.pdf',
          source: 'upload',
          message: null,
          conversationId: 'c1',
          size: 120_000,
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ],
      resumes: [],
      audit,
      suggestions,
      replies: [],
      aliases: [],
    }),
    'admin.leads.decideSuggestion': (input) => {
      const suggestion = suggestions.find((entry) => entry.id === input.suggestionId)!;
      suggestions = suggestions.filter((entry) => entry !== suggestion);
      if (input.decision === 'accept') {
        audit.unshift({
          id: `a${audit.length}`,
          action: 'name',
          actor: 'maria',
          detail: { from: current.name, to: suggestion.value, suggestedBy: 'chat' },
          createdAt: '2026-11-22T09:30:00.000Z',
        });
        current = lead({ name: suggestion.value });
      }
      return current;
    },
    'admin.staff.active': () => [{ id: JUNE, name: 'June Park' }],
    'admin.leads.update': (input) => {
      if (input.changes.ownerId !== undefined) {
        audit.unshift({
          id: `a${audit.length}`,
          action: 'owner',
          actor: 'maria',
          detail: { from: current.owner, to: 'June Park' },
          createdAt: '2026-11-22T09:30:00.000Z',
        });
        current = lead({ ...current, owner: 'June Park', ownerId: input.changes.ownerId });
        return current;
      }
      audit.unshift({
        id: `a${audit.length}`,
        action: 'status',
        actor: 'maria',
        detail: { from: current.status, to: input.changes.status },
        createdAt: '2026-11-22T09:30:00.000Z',
      });
      current = lead({ status: input.changes.status });
      return current;
    },
  });
  return fake;
}

describe('leads tab', () => {
  it('lists leads with counters by status; a counter filters the list', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=leads', token: GOOD_TOKEN });
    const row = await screen.findByTestId('lead-row');
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('Brief, Contact form')).toBeTruthy();
    const counters = screen.getAllByTestId('lead-counter');
    expect(counters.map((counter) => counter.textContent)).toEqual([
      'New2',
      'Contacted0',
      'Qualified0',
      'Won0',
      'Lost0',
      'Candidate1',
    ]);
    fireEvent.click(counters[5]!);
    await waitFor(() =>
      expect(
        fake.calls.some(
          (call) =>
            call.path === 'admin.leads.list' &&
            (call.input as { status?: string }).status === 'candidate',
        ),
      ).toBe(true),
    );
  });

  it('opens a lead: its conversation and document, and a one-click status change shown in the history', async () => {
    const fake = server();
    renderAdmin({ route: `/admin?tab=leads&lead=${ID}`, token: GOOD_TOKEN });
    const detail = await screen.findByTestId('lead-detail');
    expect(within(detail).getByTestId('lead-document').textContent).toContain('brief.pdf');
    expect(within(detail).getByTestId('lead-conversation').textContent).toContain(
      'New contact form submission',
    );
    fireEvent.click(within(detail).getByText('Qualified'));
    await waitFor(() =>
      expect(screen.getByTestId('lead-history').textContent).toContain('Status: New → Qualified'),
    );
    expect(screen.getByTestId('lead-history').textContent).toContain('by maria');
    const update = fake.calls.find((call) => call.path === 'admin.leads.update');
    expect(update?.input).toEqual({ id: ID, changes: { status: 'qualified' } });
    expect(update?.authorization).toBe(`Bearer ${GOOD_TOKEN}`);
  });

  it('gives the lead an owner chosen from the staff, named in the history', async () => {
    const fake = server();
    renderAdmin({ route: `/admin?tab=leads&lead=${ID}`, token: GOOD_TOKEN });
    const detail = await screen.findByTestId('lead-detail');
    fireEvent.click(
      within(detail)
        .getAllByLabelText('Owner')
        .find((element) => element.tagName === 'INPUT')!,
    );
    fireEvent.click(await screen.findByRole('option', { name: 'June Park' }));
    await waitFor(() =>
      expect(screen.getByTestId('lead-history').textContent).toContain('Owner: — → June Park'),
    );
    expect(fake.trpcCalls('admin.leads.update').map((call) => call.input)).toEqual([
      { id: ID, changes: { ownerId: JUNE } },
    ]);
  });

  it("shows a visitor's suggested name apart from the lead's, and accepting it changes the name", async () => {
    const fake = server();
    renderAdmin({ route: `/admin?tab=leads&lead=${ID}`, token: GOOD_TOKEN });
    const suggestions = await screen.findByTestId('lead-suggestions');
    expect(suggestions.textContent).toContain('Name: Mallory');
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Accept Name Mallory' }));
    await waitFor(() =>
      expect(screen.getByTestId('lead-history').textContent).toContain(
        'Name: Ada Lovelace → Mallory',
      ),
    );
    expect(screen.queryByTestId('lead-suggestions')).toBeNull();
    expect(fake.calls.find((call) => call.path === 'admin.leads.decideSuggestion')?.input).toEqual({
      id: ID,
      suggestionId: 's1',
      decision: 'accept',
    });
  });
});
