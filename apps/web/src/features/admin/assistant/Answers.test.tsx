import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProcedureOutput } from '../../../test/fakeApi.ts';
import { fakeAdminServer, GOOD_TOKEN, noConversations, renderAdmin } from '../testing.tsx';

const answer: ProcedureOutput<'admin.assistant.answers.detail'> = {
  id: 'pricing',
  topic: 'Prices',
  context: 'general',
  textEn: 'Projects start at $25K.',
  textEs: 'Los proyectos empiezan en $25K.',
  composer: null,
  phrasingsEn: ['how much do you charge'],
  phrasingsEs: ['cuánto cobran'],
  enabled: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const revisions: ProcedureOutput<'admin.assistant.answers.revisions'> = [
  {
    id: 'answer-rev-2',
    action: 'update',
    actor: 'lupe',
    createdAt: '2026-11-20T10:00:00.000Z',
    fields: ['textEn'],
    changes: { textEn: { from: 'Projects start at $20K.', to: 'Projects start at $25K.' } },
    restorable: true,
  },
  {
    id: 'answer-rev-1',
    action: 'create',
    actor: 'marco',
    createdAt: '2026-11-14T18:00:00.000Z',
    fields: ['topic', 'textEn'],
    changes: {},
    restorable: false,
  },
];

describe('an answer of the assistant', () => {
  it('lists its history and restores the version before its newest change after a confirmation', async () => {
    const { trpcCalls } = fakeAdminServer({
      'admin.whoami': () => ({ label: 'lupe', role: 'staff' }),
      ...noConversations,
      'admin.assistant.answers.detail': () => answer,
      'admin.assistant.answers.revisions': () => revisions,
      'admin.assistant.answers.restore': () => ({
        ...answer,
        textEn: 'Projects start at $20K.',
        updatedAt: '2026-11-21T10:00:00.000Z',
      }),
    });
    renderAdmin({
      route: '/admin?tab=assistant&view=answers&answer=pricing',
      token: GOOD_TOKEN,
    });
    const history = await screen.findByTestId('revision-history', {}, { timeout: 10_000 });
    const entries = await within(history).findAllByTestId('revision');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Changed: English text');
    expect(entries[1]!.textContent).not.toContain('Changed:');
    expect(within(entries[1]!).queryByRole('button')).toBeNull();

    fireEvent.click(
      within(entries[0]!).getByRole('button', { name: 'Restore the version before this change' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore an earlier version?' });
    expect(dialog.textContent).toContain('The answer goes back to how it was before the change of');
    expect(dialog.textContent).toContain('The assistant gives it from the next message.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(trpcCalls('admin.assistant.answers.restore')[0]?.input).toEqual({
        id: 'pricing',
        revisionId: 'answer-rev-2',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
