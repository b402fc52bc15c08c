import { TEXTS } from '@agency/schema';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type RestHandlers } from '../../test/fakeApi.ts';
import { TestMantine } from '../../test/render.tsx';
import { resumeUploaded } from '../../test/restAnswers.ts';
import { ResumeUploadCard } from './ResumeUploadCard.tsx';

/** The API as the card's `fetch`. */
function server(rest: RestHandlers) {
  const api = fakeApi({}, { rest });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function setup() {
  const onUploaded = vi.fn();
  const view = render(
    <TestMantine>
      <ResumeUploadCard
        conversationId="5f0c8a9e-8d2b-4f4e-9a51-2b0f3c1d7e61"
        onUploaded={onUploaded}
      />
    </TestMantine>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const button = () =>
    screen.getByRole('button', { name: /Upload$|Processing/ }) as HTMLButtonElement;
  return { onUploaded, input, button };
}

describe('resume upload card', () => {
  it('shows its title and texts and accepts .pdf and .txt', () => {
    const { input, button } = setup();
    expect(screen.getByRole('heading', { name: 'Upload Resume' })).toBeTruthy();
    expect(screen.getByText('Upload your resume (PDF or text)')).toBeTruthy();
    expect(input.accept).toBe('.pdf,.txt');
    expect(button().disabled).toBe(true);
  });

  it('refuses other files with the documented message and clears the selection', () => {
    const { input, button } = setup();
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'cv.docx', { type: 'application/msword' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.resumeWrongType);
    expect(screen.queryByText(/cv\.docx/)).toBeNull();
    expect(button().disabled).toBe(true);
  });

  it('shows the chosen file with its size in KB, uploads it and reports the result', async () => {
    const result = resumeUploaded(
      { name: 'Ana Reyes', email: 'ana@example.com', portfolio: 'https://ana.example' },
      { skills: ['Premiere'] },
    );
    let release!: () => void;
    const api = server({
      'POST /api/upload-resume': () => new Promise((resolve) => (release = () => resolve(result))),
    });
    const { input, button, onUploaded } = setup();
    const file = new File(['a'.repeat(2048)], 'ana.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    expect(button().disabled).toBe(false);

    fireEvent.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    const [url, init] = api.fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/upload-resume');
    expect((init.body as FormData).get('resume')).toBeInstanceOf(File);
    release();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(result, file));
  });

  it('accepts a plain text resume and shows "Upload failed" on a non-OK answer', async () => {
    server({
      'POST /api/upload-resume': (_request, refuse) =>
        refuse(500, { error: 'INTERNAL', message: 'Internal Server Error' }),
    });
    const { input, button, onUploaded } = setup();
    fireEvent.change(input, {
      target: { files: [new File(['Ana Reyes'], 'ana.txt', { type: 'text/plain' })] },
    });
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.resumeUploadFailed);
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
