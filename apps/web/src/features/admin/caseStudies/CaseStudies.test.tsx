import { CaseStudy } from '@agency/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, type RestHandlers, type TrpcHandlers } from '../../../test/fakeApi.ts';
import type { CaseStudyRevision } from '../AdminDataProvider.tsx';
import { caseStudy, fakeAdminServer, GOOD_TOKEN, renderAdmin } from '../testing.tsx';

const LONG = 'A'.repeat(140) + ' and then some more words that go past the cut.';

interface Options {
  studies?: CaseStudy[];
  create?: TrpcHandlers['admin.caseStudies.create'];
  update?: TrpcHandlers['admin.caseStudies.update'];
  upload?: NonNullable<RestHandlers['POST /api/upload-case-study-image']>;
}

/** The server's answer to a save: the study as sent, a field sent as null removed. */
const saved = (study: Record<string, unknown>) =>
  CaseStudy.parse({
    ...Object.fromEntries(Object.entries(study).filter(([, value]) => value !== null)),
    updatedAt: '2025-03-03T00:00:00.000Z',
  });

function server({ studies = [caseStudy()], create, update, upload }: Options = {}) {
  const revisions: CaseStudyRevision[] = [
    {
      id: 'rev-2',
      action: 'update',
      actor: 'editor',
      createdAt: '2025-03-02T12:00:00.000Z',
      fields: ['title', 'tags'],
      changes: {},
      restorable: true,
    },
    {
      id: 'rev-1',
      action: 'create',
      actor: 'editor',
      createdAt: '2025-03-01T10:00:00.000Z',
      fields: ['title'],
      changes: {},
      restorable: false,
    },
  ];
  return fakeAdminServer(
    {
      'admin.whoami': () => ({ label: 'editor', role: 'owner' as const }),
      'caseStudies.list': () => ({
        caseStudies: Object.fromEntries(studies.map((study) => [study.id, study])),
      }),
      'admin.caseStudies.create': (input) => (create ? create(input) : saved(input)),
      'admin.caseStudies.update': (input) =>
        update ? update(input) : saved({ ...caseStudy(), ...input.updates }),
      'admin.caseStudies.revisions': () => revisions,
      'admin.caseStudies.restore': () => ({
        ...caseStudy(),
        title: 'Restored Title',
        updatedAt: '2025-03-04T00:00:00.000Z',
      }),
    },
    {
      rest: {
        'POST /api/upload-case-study-image':
          upload ??
          (({ body }) => ({
            path: `/api/files/${String((body as FormData).get('imageType'))}.webp`,
          })),
      },
    },
  );
}

const openTab = (route = '/admin?tab=case-studies') => renderAdmin({ route, token: GOOD_TOKEN });
/**
 * The input or textarea labelled so, found through its label's `for`: a label-text query over the
 * whole form computes every element's labels, which on a busy machine took seconds per lookup.
 */
const field = (label: string | RegExp) => {
  const labels = screen.getAllByText(label, { selector: 'label' }) as HTMLLabelElement[];
  expect(labels).toHaveLength(1);
  return document.getElementById(labels[0]!.htmlFor) as HTMLInputElement;
};
/**
 * The form's action buttons: role queries compute accessible names of every element they scan,
 * so they look only in the actions card, not the whole form.
 */
const actions = () => within(screen.getByTestId('case-study-actions'));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

async function fillRequired(title = 'Harbor Lights: From the Dock Up!') {
  await screen.findByTestId('case-study-form');
  type(/^Title/, title);
  type(/^Client/, 'Harbor Lights Brewing');
  type(/^Industry/, 'Food & Beverage');
  type(/^Challenge/, 'Be known beyond the harbor.');
}

describe('case study list', () => {
  it('shows each study with its challenge cut at 150 characters, and New Case Study', async () => {
    server({
      studies: [
        caseStudy({ challenge: LONG }),
        caseStudy({ id: 'short', title: 'Short One', challenge: 'Brief.' }),
      ],
    });
    openTab();
    const cards = await screen.findAllByTestId('case-study-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('challenge-preview').textContent).toBe(
      `${'A'.repeat(140)} and then...`,
    );
    expect(within(cards[1]!).getByTestId('challenge-preview').textContent).toBe('Brief.');
    expect(screen.getByRole('button', { name: 'New Case Study' })).toBeTruthy();
    expect(
      within(cards[0]!)
        .getByRole('link', { name: /View page/ })
        .getAttribute('href'),
    ).toBe('/case-studies/imax');
  });

  it('says how to start when there are none', async () => {
    server({ studies: [] });
    openTab();
    expect(
      await screen.findByText(
        'No case studies found. Create your first case study to get started.',
      ),
    ).toBeTruthy();
  });
});

describe('new case study form', () => {
  it('makes the id from the title and refuses one that is taken', async () => {
    const { trpcCalls } = server();
    openTab('/admin?tab=case-studies&new=1');
    // Said once, not 'Page address: (made from the title) — made from the title…'.
    expect((await screen.findByTestId('case-study-id')).textContent).toBe(
      'Page address: made from the title once you type one; it cannot change later.',
    );
    await fillRequired('Harbor Lights: From the Dock Up!');
    expect(screen.getByTestId('case-study-id').textContent).toContain(
      '/case-studies/harbor-lights-from-the-dock-up',
    );
    type(/^Title/, 'IMAX');
    fireEvent.click(actions().getByRole('button', { name: 'Create Case Study' }));
    expect(await screen.findByText('A case study with the id "imax" already exists')).toBeTruthy();
    expect(trpcCalls('admin.caseStudies.create')).toEqual([]);
  });

  it('keeps one row in each list: remove is offered only with two or more', async () => {
    server();
    openTab('/admin?tab=case-studies&new=1');
    const execution = await screen.findByTestId('list-execution');
    expect(within(execution).getAllByRole('textbox')).toHaveLength(1);
    expect(within(execution).queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(within(execution).getByRole('button', { name: 'Add execution step' }));
    expect(within(execution).getAllByRole('textbox')).toHaveLength(2);
    const removes = within(execution).getAllByRole('button', { name: /Remove execution step/ });
    expect(removes).toHaveLength(2);
    fireEvent.click(removes[1]!);
    expect(within(execution).getAllByRole('textbox')).toHaveLength(1);
    expect(within(execution).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('accepts only YouTube or Vimeo video links', async () => {
    const { trpcCalls } = server();
    openTab('/admin?tab=case-studies&new=1');
    await fillRequired();
    type('Hero video URL', 'https://example.com/film.mp4');
    fireEvent.click(actions().getByRole('button', { name: 'Create Case Study' }));
    expect(await screen.findByText('Video URLs must be YouTube or Vimeo links')).toBeTruthy();
    expect(trpcCalls('admin.caseStudies.create')).toEqual([]);
  });

  it('uploads images of the accepted types under the new id and refuses others', async () => {
    const uploads: FormData[] = [];
    const { calls } = server({
      upload: ({ body }) => {
        const form = body as FormData;
        uploads.push(form);
        return { path: `/api/files/${String(form.get('imageType'))}.webp` };
      },
    });
    const { container } = openTab('/admin?tab=case-studies&new=1');
    await fillRequired();
    const inputs = () =>
      Array.from(container.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    expect(inputs()[0]!.accept).toContain('image/webp');
    expect(inputs()[0]!.accept).toContain('.jpg');

    fireEvent.change(inputs()[0]!, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Please choose a JPEG, PNG, GIF or WebP image.')).toBeTruthy();
    expect(uploads).toHaveLength(0);

    fireEvent.change(inputs()[0]!, {
      target: { files: [new File(['png'], 'thumb.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(field('Thumbnail').value).toBe('/api/files/thumbnail.webp'));
    expect(uploads[0]!.get('caseStudyId')).toBe('harbor-lights-from-the-dock-up');
    expect(uploads[0]!.get('imageType')).toBe('thumbnail');
    expect((uploads[0]!.get('file') as File).name).toBe('thumb.png');
    expect(calls.find((call) => call.path === '/api/upload-case-study-image')?.authorization).toBe(
      `Bearer ${GOOD_TOKEN}`,
    );

    const gallery = screen.getByTestId('list-gallery');
    const galleryUpload = within(gallery).getByRole('button', { name: 'Upload gallery images' });
    const galleryInput = inputs().find((input) => input.multiple)!;
    expect(galleryUpload).toBeTruthy();
    fireEvent.change(galleryInput, {
      target: {
        files: [
          new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
          new File(['b'], 'b.webp', { type: 'image/webp' }),
        ],
      },
    });
    await waitFor(() =>
      expect(
        within(gallery)
          .getAllByRole('textbox')
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(['/api/files/gallery.webp', '/api/files/gallery.webp']),
    );
  });

  it("says 'Failed to upload image' when the upload fails", async () => {
    server({
      upload: (_request, refuse) =>
        refuse(415, {
          error: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Images must be JPEG, PNG, GIF or WebP.',
        }),
    });
    const { container } = openTab('/admin?tab=case-studies&new=1');
    await fillRequired();
    fireEvent.change(container.querySelector('input[type="file"]')!, {
      target: { files: [new File(['x'], 'fake.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText('Failed to upload image: Images must be JPEG, PNG, GIF or WebP.'),
    ).toBeTruthy();
  });

  it("creates it, showing 'Saving...' meanwhile, and returns to the list", async () => {
    let release: () => void = () => {};
    const { trpcCalls } = server({
      create: (input) => new Promise((resolve) => (release = () => resolve(saved(input)))),
    });
    openTab('/admin?tab=case-studies&new=1');
    await fillRequired();
    const execution = screen.getByTestId('list-execution');
    fireEvent.change(within(execution).getByRole('textbox'), {
      target: { value: 'Shot a spot on a fishing boat' },
    });
    type('Quote', 'They found our story.');
    type('Attribution', 'Ana Ruiz, Founder');
    type('Hero video URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    fireEvent.click(actions().getByRole('button', { name: 'Create Case Study' }));
    expect(await actions().findByRole('button', { name: 'Saving...' })).toBeTruthy();
    release();
    expect(await screen.findByText('Case study created')).toBeTruthy();
    expect(trpcCalls('admin.caseStudies.create')[0]?.input).toEqual({
      id: 'harbor-lights-from-the-dock-up',
      title: 'Harbor Lights: From the Dock Up!',
      client: 'Harbor Lights Brewing',
      industry: 'Food & Beverage',
      challenge: 'Be known beyond the harbor.',
      execution: ['Shot a spot on a fishing boat'],
      results: [],
      services: [],
      tags: [],
      quote: { text: 'They found our story.', attribution: 'Ana Ruiz, Founder' },
      images: { gallery: [] },
      videos: { hero: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', gallery: [] },
    });
    expect(screen.getByTestId('location').textContent).toBe('/admin?tab=case-studies');
  });

  it("shows 'Failed to create case study' with the server's reason", async () => {
    server({
      create: () => {
        throw new FakeTrpcError(
          'CONFLICT',
          'A case study with the id "harbor" already exists. Please choose a different title.',
        );
      },
    });
    openTab('/admin?tab=case-studies&new=1');
    await fillRequired('Harbor');
    fireEvent.click(actions().getByRole('button', { name: 'Create Case Study' }));
    expect(await screen.findByText('Failed to create case study')).toBeTruthy();
    expect(screen.getByText(/already exists\. Please choose a different title\./)).toBeTruthy();
    expect(screen.getByTestId('case-study-form')).toBeTruthy();
  });
});

describe('edit form', () => {
  it('opens with every field filled, keeps saved videos, and sends the update with its version', async () => {
    const { trpcCalls } = server();
    openTab();
    // The role query runs once, on the loaded card, rather than on every render while it loads.
    const [card] = await screen.findAllByTestId('case-study-card');
    fireEvent.click(
      within(card!).getByRole('button', { name: 'Edit Bigger Than Your Living Room' }),
    );
    await screen.findByTestId('case-study-form');
    expect(field(/^Title/).value).toBe('Bigger Than Your Living Room');
    expect(field(/^Client/).value).toBe('IMAX');
    expect(field('Primary metric').value).toBe('312% lift');
    expect(field('Thumbnail').value).toBe('/media/case-studies/imax/thumbnail.webp');
    expect(field('Hero video URL').value).toBe('/media/case-studies/imax/hero.mp4');
    expect(screen.getByTestId('case-study-id').textContent).toContain('/case-studies/imax');
    type(/^Duration/, '17 weeks');
    type('Quote', '');
    type('Attribution', '');
    fireEvent.click(actions().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Case study saved')).toBeTruthy();
    const call = trpcCalls('admin.caseStudies.update')[0]?.input as {
      id: string;
      updates: Record<string, unknown>;
    };
    expect(call.id).toBe('imax');
    expect(call.updates).toMatchObject({
      duration: '17 weeks',
      quote: null,
      updatedAt: '2025-03-01T10:00:00.000Z',
      videos: { hero: '/media/case-studies/imax/hero.mp4', gallery: [] },
    });
  });

  it("shows 'Failed to update case study' when the save fails", async () => {
    server({
      update: () => {
        throw new FakeTrpcError(
          'CONFLICT',
          'This case study was changed by someone else since you opened it. Reload it and try again.',
        );
      },
    });
    openTab('/admin?tab=case-studies&edit=imax');
    await screen.findByTestId('case-study-form');
    fireEvent.click(actions().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update case study')).toBeTruthy();
    expect(screen.getByText(/changed by someone else/)).toBeTruthy();
  });

  it("shows the server's refusal of a field beside that field", async () => {
    server({
      update: () => {
        throw new FakeTrpcError('BAD_REQUEST', 'Title is too long for the page head', {
          'updates.title': ['Title is too long for the page head'],
        });
      },
    });
    openTab('/admin?tab=case-studies&edit=imax');
    await screen.findByTestId('case-study-form');
    fireEvent.click(actions().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update case study')).toBeTruthy();
    const title = field(/^Title/);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(
      title.getAttribute('aria-describedby')!.split(' ')[0]!,
    );
    expect(described?.textContent).toBe('Title is too long for the page head');
  });

  it('lists the revisions and restores the previous version after a confirmation', async () => {
    const { trpcCalls } = server();
    openTab('/admin?tab=case-studies&edit=imax');
    const history = await screen.findByTestId('revision-history');
    const entries = await within(history).findAllByTestId('revision');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Updated');
    expect(entries[0]!.textContent).toContain('by editor');
    expect(entries[0]!.textContent).toContain('Changed: Title, Tags');
    expect(entries[1]!.textContent).toContain('Created');
    expect(entries[1]!.textContent).not.toContain('Changed:');
    expect(within(entries[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(
      within(entries[0]!).getByRole('button', { name: 'Restore the version before this change' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(trpcCalls('admin.caseStudies.restore')[0]?.input).toEqual({
        id: 'imax',
        revisionId: 'rev-2',
      }),
    );
  });
});
