import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type RestHandlers } from '../../test/fakeApi.ts';
import { TestMantine } from '../../test/render.tsx';
import { applicationSent } from '../../test/restAnswers.ts';
import { ApplyForm } from './ApplyForm.tsx';
import { APPLY_TEXTS as T } from './texts.ts';

const ROLE = { slug: 'senior-copywriter', title: 'Senior Copywriter' };

function setup(rest: RestHandlers) {
  const api = fakeApi({}, { rest });
  vi.stubGlobal('fetch', api.fetchMock);
  render(
    <TestMantine>
      <ApplyForm role={ROLE} />
    </TestMantine>,
  );
  const form = screen.getByRole('form', { name: T.formLabel(ROLE.title) });
  const field = (label: string) => within(form).getByRole('textbox', { name: new RegExp(label) });
  fireEvent.change(field(T.name), { target: { value: 'Rosa Delgado' } });
  fireEvent.change(field(T.email), { target: { value: 'rosa@example.com' } });
  fireEvent.click(within(form).getByRole('radio', { name: T.resumePaste }));
  fireEvent.change(field(T.resumeText), { target: { value: 'Rosa Delgado, copywriter' } });
  fireEvent.click(within(form).getByRole('button', { name: T.submit }));
  return { api, form, field };
}

describe('the application form', () => {
  it('sends the details and the pasted resume, then thanks the person', async () => {
    const { api } = setup({ 'POST /api/careers/:slug/apply': () => applicationSent() });
    expect(await screen.findByText(T.thanksTitle('Rosa Delgado'))).toBeTruthy();
    const [url, init] = api.fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/careers/senior-copywriter/apply');
    expect((init.body as FormData).get('resumeText')).toBe('Rosa Delgado, copywriter');
  });

  it.each([
    ['resume', T.resumeText, 'Please attach your resume (a PDF or text file) or paste it as text.'],
    ['email', T.email, 'Please enter a valid email address'],
  ])(
    "shows the server's refusal naming %s beside that field, not above the button",
    async (name, label, message) => {
      const { form, field } = setup({
        'POST /api/careers/:slug/apply': (_request, refuse) =>
          refuse(400, { error: 'BAD_REQUEST', message, fieldErrors: { [name]: [message] } }),
      });
      await waitFor(() => expect(field(label).getAttribute('aria-invalid')).toBe('true'));
      expect(within(form).getAllByText(message)).toHaveLength(1);
      expect(within(form).queryByRole('alert')).toBeNull();
    },
  );

  it('shows an earlier application with this email beside the email field', async () => {
    const message = 'You have already applied for Senior Copywriter with this email.';
    const { form, field } = setup({
      'POST /api/careers/:slug/apply': (_request, refuse) =>
        refuse(409, { error: 'CONFLICT', message, fieldErrors: { email: [message] } }),
    });
    await waitFor(() => expect(field(T.email).getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText(message)).toHaveLength(1);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows a refusal of no field above the button', async () => {
    const message = 'Role not found';
    const { form } = setup({
      'POST /api/careers/:slug/apply': (_request, refuse) =>
        refuse(404, { error: 'NOT_FOUND', message }),
    });
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
  });
});
