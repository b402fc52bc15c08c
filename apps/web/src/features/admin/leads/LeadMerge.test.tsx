import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeTrpcError, type ProcedureOutput } from '../../../test/fakeApi.ts';
import { fakeAdminServer, GOOD_TOKEN, leadSummary, renderAdmin } from '../testing.tsx';

type Lead = ProcedureOutput<'admin.leads.list'>['leads'][number];
type Preview = ProcedureOutput<'admin.leads.mergePreview'>;

const GONE = 'The lead to merge was not found: it may have been merged or deleted already';
const KEPT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const lead = (id: string, email: string, overrides: Partial<Lead> = {}): Lead =>
  leadSummary({ id, email, name: 'Dana Lee', company: null, sources: ['chat'], ...overrides });

const side = (row: Lead) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  company: row.company,
  phone: row.phone,
  status: row.status,
  owner: row.owner,
  spam: row.spam,
  sources: row.sources,
  notes: row.notes,
  firstActivityAt: row.firstActivityAt,
  lastActivityAt: row.lastActivityAt,
});

function server({ staleOnce = false, gone = false } = {}) {
  let kept = lead(KEPT, 'dana@example.com');
  const other = lead(OTHER, 'dana@work.example', {
    company: 'Vaultline',
    status: 'contacted',
    notes: 'Prefers email',
    spam: true,
  });
  let aliases: string[] = [];
  const audit: ProcedureOutput<'admin.leads.detail'>['audit'] = [];
  let digest = 'a'.repeat(64);
  let stale = staleOnce;
  const preview = (): Preview => ({
    kept: side(kept),
    merged: side(other),
    moves: {
      conversations: 2,
      documents: 1,
      resumes: 0,
      candidates: 0,
      replies: 0,
      suggestions: 0,
    },
    result: {
      name: 'Dana Lee',
      company: 'Vaultline',
      phone: null,
      status: 'contacted',
      owner: null,
      sources: ['chat', 'contact-form'],
      spam: false,
      firstActivityAt: kept.firstActivityAt,
      lastActivityAt: kept.lastActivityAt,
      dueAt: null,
      notesAppended: true,
    },
    confirm: digest,
  });
  const fake = fakeAdminServer({
    'admin.whoami': () => ({ label: 'maria', role: 'owner' as const }),
    'admin.staff.active': () => [],
    'admin.leads.list': (input) => ({
      leads: [kept, other].filter((row) =>
        input.search ? `${row.email} ${row.company ?? ''}`.includes(input.search) : true,
      ),
      total: 2,
      limit: 10,
      offset: 0,
      counts: {
        total: 2,
        new: 1,
        contacted: 1,
        qualified: 0,
        won: 0,
        lost: 0,
        candidate: 0,
        spam: 0,
      },
    }),
    'admin.leads.detail': () => ({
      lead: kept,
      conversations: [],
      documents: [],
      resumes: [],
      audit,
      suggestions: [],
      replies: [],
      aliases,
    }),
    'admin.leads.mergePreview': () => {
      if (gone) throw new FakeTrpcError('NOT_FOUND', GONE, { mergedId: [GONE] });
      return preview();
    },
    'admin.leads.merge': (input) => {
      if (stale) {
        // The other lead wrote again after the preview: a new digest.
        stale = false;
        digest = 'b'.repeat(64);
        throw new FakeTrpcError(
          'CONFLICT',
          'These leads changed since the merge was previewed; nothing was merged.',
        );
      }
      if (input.confirm !== digest) throw new FakeTrpcError('CONFLICT', 'stale');
      kept = lead(KEPT, 'dana@example.com', { company: 'Vaultline', status: 'contacted' });
      aliases = [other.email];
      audit.unshift({
        id: 'm1',
        action: 'merged',
        actor: 'maria',
        detail: { email: other.email },
        createdAt: '2026-11-22T09:30:00.000Z',
      });
      return { lead: kept, merged: { id: OTHER, moved: preview().moves } };
    },
  });
  return fake;
}

// The lead page loads its replies and merge modules lazily. Their first transform takes seconds
// on a busy machine, which the waits below are not for: it is paid here, once.
beforeAll(async () => {
  await Promise.all([import('./LeadMerge.tsx'), import('./LeadReplies.tsx')]);
}, 120_000);

async function pickOther() {
  renderAdmin({ route: `/admin?tab=leads&lead=${KEPT}`, token: GOOD_TOKEN });
  fireEvent.click(await screen.findByRole('button', { name: 'Merge a lead into this one' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Find the other lead by name, email or company'), {
    target: { value: 'dana' },
  });
  // The open lead is not offered as its own duplicate.
  const candidates = await within(dialog).findByTestId('merge-candidates');
  await waitFor(() => expect(within(candidates).getAllByRole('button')).toHaveLength(1));
  fireEvent.click(within(candidates).getByRole('button', { name: 'Pick Dana Lee' }));
  return dialog;
}

async function openConfirmation() {
  const dialog = await pickOther();
  await within(dialog).findByTestId('merge-confirmation');
  return dialog;
}

describe("a lead page's merge dialog", () => {
  it('shows what moves from the other lead, and merges it once confirmed', async () => {
    const fake = server();
    const dialog = await openConfirmation();
    expect(within(dialog).getByTestId('merge-moves').textContent).toBe('2 conversations1 document');
    const result = within(dialog).getByTestId('merge-result').textContent;
    expect(result).toContain('Company: Vaultline (from the merged lead)');
    expect(result).toContain('Status: Contacted');
    expect(result).toContain('Its notes are added below');
    expect(dialog.textContent).toContain('The merged lead is marked spam');
    expect(dialog.textContent).toContain('from dana@work.example will reach this lead');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.trpcCalls('admin.leads.merge').map((call) => call.input)).toEqual([
      { id: KEPT, mergedId: OTHER, confirm: 'a'.repeat(64) },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('lead-history').textContent).toContain(
        'Merged dana@work.example into this lead',
      ),
    );
    expect(screen.getByText('dana@work.example')).toBeTruthy();
  });

  it('after a stale confirmation, shows the refusal and the fresh preview, and merges with it', async () => {
    const fake = server({ staleOnce: true });
    const dialog = await openConfirmation();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    const stale = await within(dialog).findByTestId('merge-stale');
    expect(stale.textContent).toContain('nothing was merged');
    await waitFor(() => expect(fake.trpcCalls('admin.leads.mergePreview')).toHaveLength(2));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.trpcCalls('admin.leads.merge').map((call) => call.input.confirm)).toEqual([
      'a'.repeat(64),
      'b'.repeat(64),
    ]);
  });

  it("goes back to the picker with the server's refusal of the lead picked beside its field", async () => {
    server({ gone: true });
    const dialog = await pickOther();
    const search = await within(dialog).findByLabelText(
      'Find the other lead by name, email or company',
    );
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(GONE)).toBeTruthy();
    expect(within(dialog).queryByTestId('merge-confirmation')).toBeNull();

    fireEvent.change(search, { target: { value: 'dana@' } });
    expect(within(dialog).queryByText(GONE)).toBeNull();
  });
});
