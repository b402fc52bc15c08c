import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, type ProcedureOutput } from '../../../test/fakeApi.ts';
import {
  fakeAdminServer,
  GOOD_TOKEN,
  leadSummary,
  newLeadCounts,
  NO_BRIEF,
  renderAdmin,
} from '../testing.tsx';

type Lead = ProcedureOutput<'admin.leads.list'>['leads'][number];

const DANA = '77777777-7777-4777-8777-777777777777';
const LEO = '88888888-8888-4888-8888-888888888888';
const MESSAGE = 'Hi there,\n\nWe need a rebrand.\n<b>Budget</b>: $120k\n\n— Dana';

const lead = (id: string, name: string, brief: Lead['brief']): Lead =>
  leadSummary({ id, email: `${name.toLowerCase()}@example.com`, name, brief });

const dana = lead(DANA, 'Dana', {
  budget: 120_000,
  budgetRange: '100k-plus',
  timeline: 'by the end of Q2',
  timelineRange: '3-6-months',
  services: ['brand-strategy', 'social-media'],
  industry: 'healthcare',
});
const leo = lead(LEO, 'Leo', NO_BRIEF);
const counts = newLeadCounts(2);

function server() {
  return fakeAdminServer({
    'admin.whoami': () => ({ label: 'maria', role: 'owner' as const }),
    'admin.leads.list': (input) => {
      if (input.industry === ('crypto' as 'fintech'))
        throw new FakeTrpcError('BAD_REQUEST', 'industry must be one of fintech, finance, …');
      const leads = input.budget === '100k-plus' ? [dana] : [dana, leo];
      return { leads, total: leads.length, limit: 50, offset: 0, counts };
    },
    'admin.leads.detail': () => ({
      lead: dana,
      conversations: [
        {
          id: 'c1',
          subject: null,
          intent: 'service-inquiry',
          sessionId: 'contact-form',
          messageCount: 1,
          firstMessage: `New contact form submission\nName: Dana\nMessage: ${MESSAGE}\nAttachment: No PDF attached`,
          contactMessage: MESSAGE,
          startedAt: '2026-11-21T10:00:00.000Z',
          lastActivityAt: '2026-11-21T10:00:00.000Z',
        },
      ],
      documents: [],
      resumes: [],
      audit: [],
      suggestions: [],
      aliases: [],
      replies: [],
    }),
  });
}

const selectInput = (label: string) =>
  screen
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT') as HTMLInputElement;

const cells = (row: HTMLElement) =>
  Object.fromEntries(
    [...row.querySelectorAll('[data-brief]')].map((cell) => [
      cell.getAttribute('data-brief'),
      cell.textContent,
    ]),
  );

describe('the brief on the leads list', () => {
  it('shows budget, timeline, services and industry as columns, a dash where nothing was said', async () => {
    server();
    renderAdmin({ route: '/admin?tab=leads', token: GOOD_TOKEN });
    const rows = await screen.findAllByTestId('lead-row');
    expect(rows.map(cells)).toEqual([
      {
        budget: '$100K+',
        timeline: '3–6 months',
        services: 'Brand Strategy, Social Media',
        industry: 'Healthcare',
      },
      { budget: '—', timeline: '—', services: '—', industry: '—' },
    ]);
    const headers = within(screen.getByRole('table', { name: 'Leads' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Budget', 'Timeline', 'Services', 'Industry']));
  });

  it('filters by a budget range through the URL, and the filter clears', async () => {
    const fake = server();
    renderAdmin({ route: '/admin?tab=leads', token: GOOD_TOKEN });
    await screen.findAllByTestId('lead-row');
    fireEvent.click(selectInput('Budget'));
    fireEvent.click(await screen.findByRole('option', { name: '$100K+' }));
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toContain('budget=100k-plus');
    expect(fake.trpcCalls('admin.leads.list').at(-1)?.input).toMatchObject({
      budget: '100k-plus',
    });
    fireEvent.click(selectInput('Budget'));
    fireEvent.click(await screen.findByRole('option', { name: 'Any budget' }));
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(2));
    expect(screen.getByTestId('location').textContent).not.toContain('budget=');
  });

  it('sends service, industry and timeline filters from the URL, and says why the server refused one', async () => {
    const fake = server();
    renderAdmin({
      route: '/admin?tab=leads&service=social-media&timeline=3-6-months',
      token: GOOD_TOKEN,
    });
    await screen.findAllByTestId('lead-row');
    expect(fake.trpcCalls('admin.leads.list')[0]?.input).toMatchObject({
      service: 'social-media',
      timeline: '3-6-months',
    });
    expect(selectInput('Services').value).toBe('Social Media');

    server();
    renderAdmin({ route: '/admin?tab=leads&industry=crypto', token: GOOD_TOKEN });
    expect(await screen.findByText(/industry must be one of/)).toBeTruthy();
  });
});

describe('the brief on the lead', () => {
  it("shows each field with the visitor's words, and the contact form's message as written", async () => {
    server();
    renderAdmin({ route: `/admin?tab=leads&lead=${DANA}`, token: GOOD_TOKEN });
    const brief = await screen.findByTestId('lead-brief');
    expect(brief.textContent).toContain('$120,000 ($100K+)');
    expect(brief.textContent).toContain('by the end of Q2 (3–6 months)');
    expect(brief.textContent).toContain('Brand Strategy, Social Media');
    expect(brief.textContent).toContain('Healthcare');
    const message = screen.getByTestId('contact-message');
    // The lines as typed, and the markup as text: no element made from what the visitor wrote.
    expect(message.textContent).toBe(MESSAGE);
    expect(message.querySelector('b')).toBeNull();
    expect(message.style.whiteSpace).toBe('pre-wrap');
    expect(message.textContent).not.toContain('New contact form submission');
  });
});
