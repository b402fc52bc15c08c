import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, type ProcedureOutput } from '../../../test/fakeApi.ts';
import { fakeAdminServer, GOOD_TOKEN, NO_BRIEF, renderAdmin } from '../testing.tsx';

const ID = '44444444-4444-4444-8444-444444444444';
const FIRST_REPLY = '55555555-5555-4555-8555-555555555555';

type Detail = ProcedureOutput<'admin.leads.detail'>;
type Template = ProcedureOutput<'admin.replies.templates'>[number];

const baseLead: Detail['lead'] = {
  id: ID,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  company: 'Vaultline',
  phone: null,
  sources: ['contact-form'],
  intent: 'service-inquiry',
  status: 'new',
  owner: null,
  ownerId: null,
  notes: '',
  firstActivityAt: '2026-11-20T10:00:00.000Z',
  lastActivityAt: '2026-11-21T10:00:00.000Z',
  conversationCount: 0,
  documentCount: 0,
  resumeCount: 0,
  dueAt: '2026-11-21T10:00:00.000Z',
  unread: false,
  overdue: false,
  spam: false,
  brief: NO_BRIEF,
};

/** The server as far as the lead page and its replies go; `send` may refuse instead of sending. */
function server(send?: () => never) {
  let lead = baseLead;
  const audit: Detail['audit'] = [];
  const replies: Detail['replies'] = [];
  let templates: Template[] = [
    {
      id: FIRST_REPLY,
      name: 'First reply',
      subject: 'Thanks for reaching out, {{firstName}}',
      body: "Hi {{firstName}},\n\nI'm {{senderName}} at {{agencyName}}.",
      updatedBy: 'seed',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  ];
  return fakeAdminServer({
    'admin.whoami': () => ({ label: 'María Núñez', role: 'staff' as const }),
    'admin.staff.active': () => [],
    'admin.leads.list': () => ({
      leads: [lead],
      total: 1,
      limit: 50,
      offset: 0,
      counts: {
        total: 1,
        new: 1,
        contacted: 0,
        qualified: 0,
        won: 0,
        lost: 0,
        candidate: 0,
        spam: 0,
      },
    }),
    'admin.leads.detail': () => ({
      lead,
      conversations: [],
      documents: [],
      resumes: [],
      audit,
      suggestions: [],
      replies,
      aliases: [],
    }),
    'admin.replies.templates': () => templates,
    'admin.replies.send': (input) => {
      send?.();
      const reply = {
        id: `r${replies.length}`,
        senderName: 'María Núñez',
        toEmail: lead.email,
        subject: input.subject,
        body: `${input.body}\n\n-- \nMaría Núñez\nSilver Lake Creative`,
        status: 'pending' as const,
        attempts: 0,
        lastError: null,
        sentAt: null,
        createdAt: '2026-11-22T09:30:00.000Z',
      };
      replies.unshift(reply);
      audit.unshift(
        {
          id: 'a1',
          action: 'reply',
          actor: 'María Núñez',
          detail: { subject: input.subject },
          createdAt: reply.createdAt,
        },
        {
          id: 'a0',
          action: 'status',
          actor: 'María Núñez',
          detail: { from: 'new', to: 'contacted' },
          createdAt: reply.createdAt,
        },
      );
      lead = { ...lead, status: 'contacted' };
      return { reply, lead };
    },
    'admin.replies.createTemplate': (input) => {
      const made = {
        id: '66666666-6666-4666-8666-666666666666',
        name: input.name,
        subject: input.subject,
        body: input.body,
        updatedBy: 'María Núñez',
        updatedAt: '2026-11-22T09:30:00.000Z',
      };
      templates = [...templates, made];
      return made;
    },
    'admin.replies.deleteTemplate': (input) => {
      templates = templates.filter((template) => template.id !== input.id);
      return { id: input.id, deleted: true };
    },
  });
}

const input = (container: HTMLElement, label: string) =>
  within(container)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') as
    HTMLInputElement | HTMLTextAreaElement;

describe('reply from the lead', () => {
  it('fills a template for the lead and the writer, sends the edited email, and shows it in the timeline', async () => {
    const fake = server();
    renderAdmin({ route: `/admin?tab=leads&lead=${ID}`, token: GOOD_TOKEN });
    const replies = await screen.findByTestId('lead-replies');
    expect(replies.textContent).toContain('No emails sent from the admin yet.');
    expect(replies.textContent).toContain('as María Núñez');

    fireEvent.click(input(replies, 'Start from a template'));
    fireEvent.click(await screen.findByRole('option', { name: 'First reply' }));
    await waitFor(() =>
      expect(input(replies, 'Subject').value).toBe('Thanks for reaching out, Ada'),
    );
    expect(input(replies, 'Message').value).toBe(
      "Hi Ada,\n\nI'm María Núñez at Silver Lake Creative.",
    );
    fireEvent.change(input(replies, 'Message'), {
      target: { value: 'Hi Ada,\n\nCould we talk on Friday?' },
    });
    fireEvent.click(within(replies).getByRole('button', { name: 'Send email' }));

    const sent = await within(replies).findByTestId('lead-reply');
    expect(sent.textContent).toContain('Thanks for reaching out, Ada');
    expect(sent.textContent).toContain('Sending');
    expect(sent.textContent).toContain('by María Núñez');
    expect(fake.trpcCalls('admin.replies.send').map((call) => call.input)).toEqual([
      {
        id: ID,
        subject: 'Thanks for reaching out, Ada',
        body: 'Hi Ada,\n\nCould we talk on Friday?',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('lead-history').textContent).toContain('Status: New → Contacted'),
    );
    expect(screen.getByTestId('lead-history').textContent).toContain(
      'Emailed: Thanks for reaching out, Ada',
    );
    // The form is empty again for the next email.
    expect(input(replies, 'Subject').value).toBe('');
  });

  it("refuses what the server would before sending, and shows the server's own refusal", async () => {
    const fake = server(() => {
      throw new FakeTrpcError(
        'UNPROCESSABLE_CONTENT',
        'This lead\'s email address ("ada@example") is not one mail can be sent to; nothing was sent',
      );
    });
    renderAdmin({ route: `/admin?tab=leads&lead=${ID}`, token: GOOD_TOKEN });
    const replies = await screen.findByTestId('lead-replies');

    fireEvent.change(input(replies, 'Subject'), { target: { value: 'Hello {{nickname}}' } });
    fireEvent.click(within(replies).getByRole('button', { name: 'Send email' }));
    expect(await within(replies).findByText('Text is required')).toBeTruthy();
    expect(within(replies).getByText(/Unknown placeholder \{\{nickname\}\}/)).toBeTruthy();
    expect(fake.trpcCalls('admin.replies.send')).toHaveLength(0);

    fireEvent.change(input(replies, 'Subject'), { target: { value: 'Hello' } });
    fireEvent.change(input(replies, 'Message'), { target: { value: 'Hi' } });
    fireEvent.click(within(replies).getByRole('button', { name: 'Send email' }));
    expect(await within(replies).findByText(/is not one mail can be sent to/)).toBeTruthy();
    expect(fake.trpcCalls('admin.replies.send')).toHaveLength(1);
    expect(within(replies).queryByTestId('lead-reply')).toBeNull();
  });

  it('lets staff add a template and delete one, with a confirmation', async () => {
    const fake = server();
    renderAdmin({ route: `/admin?tab=leads&lead=${ID}`, token: GOOD_TOKEN });
    const replies = await screen.findByTestId('lead-replies');
    fireEvent.click(within(replies).getByRole('button', { name: 'Edit templates' }));
    const editor = await screen.findByTestId('reply-templates');

    fireEvent.change(input(editor, 'Name'), { target: { value: 'Call booked' } });
    fireEvent.change(input(editor, 'Subject'), {
      target: { value: 'See you soon, {{firstName}}' },
    });
    fireEvent.change(input(editor, 'Message'), {
      target: { value: 'Hi {{firstName}}, talk soon.' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(editor.textContent).toContain('Call booked'));
    expect(fake.trpcCalls('admin.replies.createTemplate').map((call) => call.input)).toEqual([
      {
        name: 'Call booked',
        subject: 'See you soon, {{firstName}}',
        body: 'Hi {{firstName}}, talk soon.',
      },
    ]);

    fireEvent.click(within(editor).getByRole('button', { name: 'Delete First reply' }));
    fireEvent.click(
      within(editor).getByRole('button', { name: 'Delete the template "First reply"?' }),
    );
    await waitFor(() => expect(editor.textContent).not.toContain('First reply'));
    expect(fake.trpcCalls('admin.replies.deleteTemplate').map((call) => call.input)).toEqual([
      { id: FIRST_REPLY },
    ]);
  });
});
