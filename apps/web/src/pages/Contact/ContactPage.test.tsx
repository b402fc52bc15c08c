import { CONTACT_FORM_SESSION_ID, CONTACT_MESSAGE_ROWS, MAX_UPLOAD_BYTES } from '@agency/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../../lib/analytics/consent.ts';
import { initAnalytics, resetAnalytics } from '../../lib/analytics/index.ts';
import { fakeApi, type FakeApi, type RestHandlers } from '../../test/fakeApi.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { chatAnswer, pdfUploaded } from '../../test/restAnswers.ts';
import { ContactPage, MESSAGE_PLACEHOLDER } from './ContactPage.tsx';
import { CHAT_MESSAGE_URL, UPLOAD_PDF_URL } from './submitContact.ts';

const DOCUMENT_ID = '0b6f3c1e-5d2a-4c1b-9e7f-2a3b4c5d6e7f';
let api: FakeApi;
let gtag: ReturnType<typeof vi.fn>;

/** The API as the page's `fetch`: the PDF and the message accepted, unless a test says otherwise. */
function server(rest: RestHandlers = {}) {
  api = fakeApi(
    {},
    {
      rest: {
        'POST /api/upload-pdf': () => pdfUploaded({ documentId: DOCUMENT_ID }),
        'POST /api/conversations/message': () => chatAnswer(),
        ...rest,
      },
    },
  );
  vi.stubGlobal('fetch', api.fetchMock);
}
const fetched = () => api.fetchMock.mock.calls as [string, RequestInit][];

beforeEach(() => {
  server();
  gtag = vi.fn();
  window.gtag = gtag as unknown as typeof window.gtag;
  saveConsent('granted');
  initAnalytics('G-TEST12345');
});

afterEach(() => {
  resetAnalytics();
  delete window.gtag;
  localStorage.clear();
});

function renderPage() {
  renderWithProviders(<ContactPage />, { route: '/contact' });
  return {
    name: screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement,
    email: screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement,
    company: screen.getByRole('textbox', { name: /^Company/ }) as HTMLInputElement,
    message: screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement,
    file: screen.getByLabelText(
      /Click to upload your deck, brief, or other PDF/,
    ) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Send Message' }),
  };
}

function fill(
  fields: ReturnType<typeof renderPage>,
  values: Partial<Record<'name' | 'email' | 'company' | 'message', string>>,
) {
  for (const [key, value] of Object.entries(values)) {
    fireEvent.change(fields[key as keyof typeof values], { target: { value } });
  }
}

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We are launching a new product in May.',
};

function pdfFile(name = 'brief.pdf', size?: number, type = 'application/pdf') {
  const file = new File(['%PDF-1.4 test'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(input: HTMLInputElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

/** Well within a toast's own display time (5 s): only its closing transition. */
const GONE_AT_ONCE = { timeout: 1000 };

/** The toast on screen, with this title and this message. */
async function toastWith(title: string, message: string) {
  const titles = await screen.findAllByText(title, { selector: '.mantine-Notification-title' });
  expect(titles).toHaveLength(1);
  const toast = titles[0]?.closest('[role="alert"], [role="status"]') as HTMLElement;
  expect(toast).not.toBeNull();
  expect(toast.querySelector('.mantine-Notification-description')?.textContent).toBe(message);
  return toast;
}

const events = () =>
  gtag.mock.calls
    .filter(([command]) => command === 'event')
    .map(([, name, params]) => [name, params]);

describe('ContactPage: the form', () => {
  it('shows every field, the PDF box and its hints', () => {
    const fields = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeTruthy();
    expect(fields.email.type).toBe('email');
    expect(fields.message.rows).toBe(CONTACT_MESSAGE_ROWS);
    expect(fields.message.placeholder).toBe(MESSAGE_PLACEHOLDER);
    expect(fields.name.getAttribute('aria-required')).toBe('true');
    expect(fields.company.getAttribute('aria-required')).toBeNull();
    expect(fields.file.type).toBe('file');
    expect(fields.file.accept).toContain('application/pdf');
    expect(screen.getByText('Maximum file size: 20MB')).toBeTruthy();
    expect(document.title).toBe('Contact Us | Silver Lake Creative');
  });
});

describe('ContactPage: validation', () => {
  it.each([
    ['everything', {}],
    ['the name', { email: valid.email, message: valid.message }],
    ['the email', { name: valid.name, message: valid.message }],
    ['the message (blank)', { name: valid.name, email: valid.email, message: '   ' }],
  ])('refuses to send without %s: "Missing information" toast', async (_what, values) => {
    const fields = renderPage();
    fill(fields, values);
    fireEvent.click(fields.submit);

    await toastWith('Missing information', 'Please fill in all required fields');
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('checks the email address', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const fields = renderPage();
    fill(fields, { ...valid, email: 'not-an-email' });
    fireEvent.click(fields.submit);

    // Its own toast, not 'Missing information', besides the message under the field; the field is
    // brought into view with the cursor in it.
    await toastWith('Invalid email address', 'Please enter a valid email address');
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(screen.queryByText('Missing information')).toBeNull();
    expect(fields.email.getAttribute('aria-invalid')).toBe('true');
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(fields.email);
    expect(scrolled).toContain(fields.email);
  });

  it('rejects a file that is not a PDF and does not keep it', async () => {
    const fields = renderPage();
    choose(fields.file, pdfFile('photo.png', 1000, 'image/png'));

    await toastWith('Invalid file type', 'Please select a PDF file');
    expect(screen.queryByText('photo.png')).toBeNull();
    expect(screen.getByText('Click to upload your deck, brief, or other PDF')).toBeTruthy();
  });

  it('rejects a PDF over 20MB and accepts one of exactly 20MB', async () => {
    const fields = renderPage();
    choose(fields.file, pdfFile('huge.pdf', MAX_UPLOAD_BYTES + 1));
    await toastWith('File too large', 'Please select a PDF file smaller than 20MB');
    expect(screen.queryByText('huge.pdf')).toBeNull();

    choose(fields.file, pdfFile('limit.pdf', MAX_UPLOAD_BYTES));
    expect(await screen.findByText('limit.pdf')).toBeTruthy();
    expect(screen.getByText('20.00 MB')).toBeTruthy();
    // The file it complained of is gone: so is the complaint.
    await waitFor(() => expect(screen.queryByText('File too large')).toBeNull(), GONE_AT_ONCE);
  });

  it('a valid file clears the toast about a refused file, not one about something else', async () => {
    const fields = renderPage();
    choose(fields.file, pdfFile('photo.png', 1000, 'image/png'));
    await toastWith('Invalid file type', 'Please select a PDF file');
    choose(fields.file, pdfFile('deck.pdf', 1000));
    await waitFor(() => expect(screen.queryByText('Invalid file type')).toBeNull(), GONE_AT_ONCE);

    fireEvent.click(fields.submit);
    await screen.findByText('Missing information');
    choose(fields.file, pdfFile('brief.pdf', 1000));
    expect(await screen.findByText('brief.pdf')).toBeTruthy();
    expect(screen.getByText('Missing information')).toBeTruthy();
  });

  it('shows the chosen file with its size in MB, and replaces it with the next choice', async () => {
    const fields = renderPage();
    choose(fields.file, pdfFile('deck.pdf', 1_572_864));
    expect(await screen.findByText('deck.pdf')).toBeTruthy();
    expect(screen.getByText('1.50 MB')).toBeTruthy();

    choose(fields.file, pdfFile('brief-v2.pdf', 123_456));
    expect(await screen.findByText('brief-v2.pdf')).toBeTruthy();
    expect(screen.getByText('0.12 MB')).toBeTruthy();
    expect(screen.queryByText('deck.pdf')).toBeNull();
  });

  it('shows one toast at a time: the newest', async () => {
    const fields = renderPage();
    fireEvent.click(fields.submit);
    await screen.findByText('Missing information');
    choose(fields.file, pdfFile('photo.png', 10, 'image/png'));
    await screen.findByText('Invalid file type');
    await waitFor(() => expect(screen.queryByText('Missing information')).toBeNull());
  });
});

describe('ContactPage: sending', () => {
  it('sends the message without a PDF, disabling everything meanwhile, then thanks the visitor', async () => {
    let answer!: (response: ReturnType<typeof chatAnswer>) => void;
    server({
      'POST /api/conversations/message': () => new Promise((resolve) => (answer = resolve)),
    });
    const fields = renderPage();
    fill(fields, valid);
    fireEvent.click(fields.submit);

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    for (const input of [fields.name, fields.email, fields.company, fields.message, fields.file]) {
      expect(input.disabled, input.name || input.type).toBe(true);
    }

    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetched()[0]!;
    expect(url).toBe(CHAT_MESSAGE_URL);
    expect(init.method).toBe('POST');
    const body = JSON.parse(init.body as string) as Record<string, string>;
    expect(body).toEqual({
      message: [
        'New contact form submission',
        'Name: Ada Lovelace',
        'Email: ada@example.com',
        'Company: Not provided',
        'Message: We are launching a new product in May.',
        'Attachment: No PDF attached',
      ].join('\n'),
      sessionId: CONTACT_FORM_SESSION_ID,
      personaSlug: 'default',
      // The details as fields too, so the admin shows who wrote instead of "Anonymous visitor".
      clientName: 'Ada Lovelace',
      clientEmail: 'ada@example.com',
    });

    await act(async () => answer(chatAnswer({ reply: 'ok' })));

    await toastWith('Message sent successfully', "We'll get back to you soon!");
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
    expect(events()).toEqual([['contact_form_submitted', { has_pdf: false }]]);
  });

  it('uploads the PDF first, then sends the message naming it', async () => {
    const fields = renderPage();
    fill(fields, { ...valid, company: 'Vaultline' });
    const deck = pdfFile('deck.pdf');
    choose(fields.file, deck);
    fireEvent.click(fields.submit);

    await screen.findByRole('heading', { level: 1, name: 'Thank You!' });
    expect(fetched().map(([url]) => url)).toEqual([UPLOAD_PDF_URL, CHAT_MESSAGE_URL]);

    const upload = fetched()[0]![1];
    const form = upload.body as FormData;
    expect(upload.method).toBe('POST');
    expect((form.get('pdf') as File).name).toBe('deck.pdf');
    expect(form.get('clientName')).toBe('Ada Lovelace');
    expect(form.get('clientEmail')).toBe('ada@example.com');
    expect(form.get('message')).toBe(
      'Contact form submission\nName: Ada Lovelace\nCompany: Vaultline\nMessage: We are launching a new product in May.',
    );

    const chat = JSON.parse(fetched()[1]![1].body as string) as {
      message: string;
      documentId?: string;
      company?: string;
    };
    expect(chat.message).toContain('Company: Vaultline');
    expect(chat.message).toContain('Attachment: deck.pdf');
    // The PDF joins this submission's conversation by the id its upload returned, not by a guess.
    expect(chat.documentId).toBe(DOCUMENT_ID);
    expect(chat.company).toBe('Vaultline');
    expect(events()).toEqual([
      ['file_uploaded', { size: deck.size }],
      ['contact_form_submitted', { has_pdf: true }],
    ]);
  });

  it("says 'No company' in the PDF note when the company is empty", async () => {
    const fields = renderPage();
    fill(fields, valid);
    choose(fields.file, pdfFile());
    fireEvent.click(fields.submit);
    await screen.findByText('Thank You!');
    const form = fetched()[0]![1].body as FormData;
    expect(form.get('message')).toContain('Company: No company');
  });

  it('fails with the upload answer when the PDF is refused, and keeps the form editable', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    server({
      'POST /api/upload-pdf': (_request, refuse) =>
        refuse(400, {
          success: false,
          error: 'BAD_REQUEST',
          message: 'That PDF could not be opened.',
        }),
    });
    const fields = renderPage();
    fill(fields, valid);
    choose(fields.file, pdfFile());
    fireEvent.click(fields.submit);

    await toastWith('Failed to send message', 'That PDF could not be opened.');
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(fields.name.disabled).toBe(false);
    expect(fields.name.value).toBe('Ada Lovelace');
    expect(screen.getByText('brief.pdf')).toBeTruthy();
    expect(events()).toEqual([]);
  });

  it("fails with 'PDF upload failed' when the upload answers success false without a message", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    server({ 'POST /api/upload-pdf': () => pdfUploaded({ success: false, message: '' }) });
    const fields = renderPage();
    fill(fields, valid);
    choose(fields.file, pdfFile());
    fireEvent.click(fields.submit);
    await toastWith('Failed to send message', 'PDF upload failed');
  });

  it('fails when the message is not accepted', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    server({
      'POST /api/conversations/message': (_request, refuse) =>
        refuse(500, { error: 'INTERNAL', message: 'Internal Server Error' }),
    });
    const fields = renderPage();
    fill(fields, valid);
    fireEvent.click(fields.submit);

    await toastWith('Failed to send message', 'Please try again');
    expect(screen.queryByText('Thank You!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('asks to try again when the failure has no text', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    // The network, not the server: fetch itself fails.
    api.fetchMock.mockImplementationOnce(async () => {
      throw new Error('');
    });
    const fields = renderPage();
    fill(fields, valid);
    fireEvent.click(fields.submit);
    await toastWith('Failed to send message', 'Please try again');
  });
});
