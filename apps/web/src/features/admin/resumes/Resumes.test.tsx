import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeTrpcError, type TrpcHandlers } from '../../../test/fakeApi.ts';
import { fakeAdminServer, GOOD_TOKEN, renderAdmin, resume } from '../testing.tsx';

const ID = '22222222-2222-4222-8222-222222222222';
const openResumes = () => renderAdmin({ route: '/admin?tab=resumes', token: GOOD_TOKEN });

function server(list: NonNullable<TrpcHandlers['admin.resumes.list']>) {
  return fakeAdminServer(
    {
      'admin.whoami': () => ({ label: 'editor', role: 'owner' as const }),
      'admin.resumes.list': list,
    },
    {
      raw: {
        [`GET /api/admin/resume/${ID}/view`]: () =>
          new Response('%PDF-1.4 view', { headers: { 'Content-Type': 'application/pdf' } }),
        [`GET /api/admin/resume/${ID}/download`]: () =>
          new Response('%PDF-1.4 download', { headers: { 'Content-Type': 'application/pdf' } }),
      },
    },
  );
}

function stubObjectUrls() {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/resume');
  URL.revokeObjectURL = vi.fn();
}

describe('resumes', () => {
  it('lists resumes in a 600 px scroll area with the first 5 skills and +n more', async () => {
    server(() => [
      resume(),
      resume({ id: 'r2', candidateName: null, email: null, phone: null, skills: ['Copywriting'] }),
    ]);
    openResumes();
    const items = await screen.findAllByTestId('resume-item');
    expect(items).toHaveLength(2);
    const chips = within(items[0]!).getByTestId('skill-chips');
    expect(
      within(chips)
        .getAllByText(/./)
        .map((chip) => chip.textContent),
    ).toEqual(['Photoshop', 'Illustrator', 'Figma', 'Art Direction', 'Branding', '+2 more']);
    expect(within(items[1]!).getByText('Unnamed candidate')).toBeTruthy();
    expect(within(items[1]!).queryByText(/more$/)).toBeNull();
    // 600 px, as Mantine writes it (rem at the default 16 px scale).
    expect(screen.getByTestId('resume-list').style.height).toBe(
      'calc(37.5rem * var(--mantine-scale))',
    );
  });

  it("says 'No resumes uploaded yet.' when there are none", async () => {
    server(() => []);
    openResumes();
    expect(await screen.findByText('No resumes uploaded yet.')).toBeTruthy();
  });

  it("shows 'Failed to fetch resumes: {status}' when the list fails", async () => {
    server(() => {
      throw new FakeTrpcError('INTERNAL_SERVER_ERROR', 'Internal Server Error');
    });
    openResumes();
    expect(await screen.findByText('Failed to fetch resumes: 500')).toBeTruthy();
  });

  it('searches on the server', async () => {
    const { trpcCalls } = server((input) => (input.search === 'vega' ? [resume()] : []));
    openResumes();
    await screen.findByText('No resumes uploaded yet.');
    fireEvent.change(screen.getByPlaceholderText('Search name, email, skills or text'), {
      target: { value: 'vega' },
    });
    expect(await screen.findByTestId('resume-item')).toBeTruthy();
    expect(trpcCalls('admin.resumes.list').at(-1)?.input).toMatchObject({ search: 'vega' });
    fireEvent.change(screen.getByPlaceholderText('Search name, email, skills or text'), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No resumes match your search.')).toBeTruthy();
  });

  it('the Details tab shows every parsed field with its confidence', async () => {
    server(() => [resume()]);
    openResumes();
    const details = await screen.findByTestId('resume-details');
    const field = (label: string) =>
      within(details)
        .getAllByTestId('parsed-field')
        .find((element) => element.dataset.field === label)!;
    expect(field('Name').textContent).toContain('Marisol Vega');
    expect(field('Name').textContent).toContain('95% confidence');
    expect(field('Email').textContent).toContain('marisol@example.com');
    expect(field('Email').textContent).toContain('99% confidence');
    expect(field('Phone').textContent).toContain('+13235550182');
    expect(field('Years of experience').textContent).toContain('8 years');
    expect(field('Years of experience').textContent).toContain('60% confidence');
    expect(field('Experience').textContent).toContain('Art Director at Sunset Creative');
    expect(field('Skills').textContent).toContain('Motion Graphics');
    expect(field('Education').textContent).toContain(
      'BFA Graphic Design, ArtCenter College of Design, 2014',
    );
    expect(field('Education').textContent).toContain('40% confidence');
    const linkedin = within(field('Links')).getByRole('link', {
      name: 'linkedin.com/in/marisolvega',
    });
    expect(linkedin.getAttribute('href')).toBe('https://linkedin.com/in/marisolvega');
    expect(screen.getByText('resume-parser/1.0.0')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Extracted text' }));
    expect(await screen.findByText(/Senior Art Director/)).toBeTruthy();
  });

  it('View PDF opens the file in a new tab, fetched with the token', async () => {
    const { calls } = server(() => [resume()]);
    stubObjectUrls();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    openResumes();
    const item = await screen.findByTestId('resume-item');
    fireEvent.click(within(item).getByRole('button', { name: 'View PDF' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/resume'));
    expect(calls.find((call) => call.path === `/api/admin/resume/${ID}/view`)?.authorization).toBe(
      `Bearer ${GOOD_TOKEN}`,
    );
  });

  it('a text resume offers View text, not View PDF', async () => {
    server(() => [resume({ originalName: 'Jordan_Lee_CV.txt' })]);
    openResumes();
    const item = await screen.findByTestId('resume-item');
    expect(within(item).getByRole('button', { name: 'View text' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View PDF' })).toBeNull();
  });

  it('Download saves the file under its original name', async () => {
    const { calls } = server(() => [resume()]);
    stubObjectUrls();
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    openResumes();
    const item = await screen.findByTestId('resume-item');
    fireEvent.click(within(item).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(clicked).toEqual([
        { download: 'Marisol Vega – Resume.pdf', href: 'blob:http://localhost/resume' },
      ]),
    );
    expect(
      calls.find((call) => call.path === `/api/admin/resume/${ID}/download`)?.authorization,
    ).toBe(`Bearer ${GOOD_TOKEN}`);
  });

  it('shows why a file could not be opened', async () => {
    fakeAdminServer(
      {
        'admin.resumes.list': () => [resume()],
        'admin.whoami': () => ({ label: 'editor', role: 'owner' as const }),
      },
      {},
    );
    vi.spyOn(window, 'open').mockReturnValue({
      opener: {},
      location: { href: '' },
      close: vi.fn(),
    } as unknown as Window);
    openResumes();
    const item = await screen.findByTestId('resume-item');
    fireEvent.click(within(item).getByRole('button', { name: 'View PDF' }));
    expect(await screen.findByText(/^404: /)).toBeTruthy();
  });
});
