// Test helpers of the admin screen (imported by *.test.tsx only): the fake API checking the admin
// token, the admin page at a URL, and fixtures typed as the server answers them.
import { CaseStudy, type CaseStudyInput, type LeadBrief } from '@agency/schema';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminPage } from '../../pages/Admin/AdminPage.tsx';
import {
  fakeApi,
  type FakeApiOptions,
  type ProcedureOutput,
  type TrpcHandlers,
} from '../../test/fakeApi.ts';
import { TestMantine } from '../../test/render.tsx';
import type { AdminResume, ConversationList, ConversationSummary } from './AdminDataProvider.tsx';
import { ADMIN_TOKEN_KEY } from './session.ts';

export const GOOD_TOKEN = 'good-token';

/** The fake API as the global `fetch` (the admin's own tRPC client and REST calls use it), taking GOOD_TOKEN. */
export function fakeAdminServer(
  handlers: TrpcHandlers = {},
  { rest, raw }: Pick<FakeApiOptions, 'rest' | 'raw'> = {},
) {
  const api = fakeApi(handlers, { rest, raw, adminToken: GOOD_TOKEN });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The admin page at a URL, with a stored token when given (a logged-in session). */
export function renderAdmin({ route = '/admin', token }: { route?: string; token?: string } = {}) {
  window.localStorage.clear();
  if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  return render(
    <TestMantine>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="/admin"
            element={
              <>
                <AdminPage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </TestMantine>,
  );
}

/** A lead whose visitor has said nothing of budget, timeline, services or industry. */
export const NO_BRIEF: LeadBrief = {
  budget: null,
  budgetRange: null,
  timeline: null,
  timelineRange: null,
  services: [],
  industry: null,
};

/** The leads list's counters for `total` new leads. */
export const newLeadCounts = (total: number) => ({
  total,
  new: total,
  contacted: 0,
  qualified: 0,
  won: 0,
  lost: 0,
  candidate: 0,
  spam: 0,
});

export const counts: ConversationList['counts'] = {
  totalConversations: 1234,
  totalMessages: 5678,
  serviceInquiries: 321,
  employmentInquiries: 45,
};

export function conversationSummary(
  overrides: Partial<ConversationSummary> = {},
): ConversationSummary {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    sessionId: 'session-abc',
    userIp: '203.0.113.9',
    clientName: 'Priya Natarajan',
    clientEmail: 'priya@example.com',
    subject: 'Oat milk launch',
    employmentType: null,
    intent: 'service-inquiry',
    messageCount: 2,
    startedAt: '2025-03-04T17:00:00.000Z',
    lastActivityAt: '2025-03-04T17:05:00.000Z',
    lastMessage: 'What budget do you need for a 30-second spot?',
    documentCount: 1,
    resumeCount: 0,
    unread: false,
    ...overrides,
  };
}

/** The conversations overview with nothing in it, for a test about another tab. */
export const noConversations = {
  'admin.conversations.list': () => ({
    conversations: [],
    total: 0,
    limit: 25,
    offset: 0,
    counts: {
      totalConversations: 0,
      totalMessages: 0,
      serviceInquiries: 0,
      employmentInquiries: 0,
    },
  }),
} satisfies TrpcHandlers;

export type LeadSummary = ProcedureOutput<'admin.leads.list'>['leads'][number];

export function leadSummary(overrides: Partial<LeadSummary> = {}): LeadSummary {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    company: 'Vaultline',
    phone: null,
    sources: ['brief', 'contact-form'],
    intent: 'service-inquiry',
    status: 'new',
    owner: null,
    ownerId: null,
    notes: '',
    firstActivityAt: '2026-11-20T10:00:00.000Z',
    lastActivityAt: '2026-11-21T10:00:00.000Z',
    dueAt: '2026-11-23T10:00:00.000Z',
    overdue: false,
    spam: false,
    unread: false,
    brief: NO_BRIEF,
    conversationCount: 1,
    documentCount: 1,
    resumeCount: 0,
    ...overrides,
  };
}

/** The leads list's answer for these leads, every one of them new. */
export function leadList(leads: LeadSummary[]): ProcedureOutput<'admin.leads.list'> {
  return { leads, total: leads.length, limit: 50, offset: 0, counts: newLeadCounts(leads.length) };
}

export type DeliverySummary = ProcedureOutput<'admin.deliveries.list'>['deliveries'][number];

export function deliverySummary(overrides: Partial<DeliverySummary> = {}): DeliverySummary {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    channel: 'email',
    target: 'staff@agency.test',
    status: 'pending',
    attempts: 1,
    lastStatus: 550,
    lastError: 'No such mailbox',
    nextAttemptAt: '2026-11-26T12:00:00.000Z',
    deliveredAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    eventId: '12121212-1212-4121-8121-121212121212',
    eventType: 'lead.created',
    leadId: null,
    eventCreatedAt: '2026-11-26T10:00:00.000Z',
    lastResend: null,
    ...overrides,
  };
}

export function resume(overrides: Partial<AdminResume> = {}): AdminResume {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    originalName: 'Marisol Vega – Resume.pdf',
    candidateName: 'Marisol Vega',
    email: 'marisol@example.com',
    phone: '+13235550182',
    fileSize: 20480,
    uploadDate: '2025-03-05T09:30:00.000Z',
    experience: '8 years — Art Director at Sunset Creative',
    experienceYears: 8,
    skills: [
      'Photoshop',
      'Illustrator',
      'Figma',
      'Art Direction',
      'Branding',
      'Motion Graphics',
      'Copywriting',
    ],
    education: [
      { institution: 'ArtCenter College of Design', degree: 'BFA Graphic Design', year: '2014' },
    ],
    links: {
      linkedin: 'linkedin.com/in/marisolvega',
      portfolio: 'https://marisol.design',
      behance: null,
      dribbble: null,
      vimeo: null,
      github: null,
      website: null,
      other: [],
    },
    confidence: {
      name: 0.95,
      email: 0.99,
      phone: 0.9,
      skills: 0.8,
      experienceYears: 0.6,
      experienceSummary: 0.5,
      education: 0.4,
    },
    extractedText: 'Marisol Vega\nSenior Art Director',
    parserVersion: 'resume-parser/1.0.0',
    conversationId: null,
    mime: 'application/pdf',
    ...overrides,
  };
}

/** A study as the schema makes it, so its defaults and optional fields are the server's. */
export function caseStudy(overrides: Partial<CaseStudyInput> = {}): CaseStudy {
  return CaseStudy.parse({
    id: 'imax',
    client: 'IMAX',
    title: 'Bigger Than Your Living Room',
    industry: 'Entertainment',
    duration: '16 weeks',
    challenge: 'Streaming windows had shrunk. IMAX needed its releases to feel like events again.',
    strategy: 'Make the format the hero.',
    execution: ['Produced a 30-second hero spot'],
    results: ['312% lift in advance ticket pre-sales', '94% seat occupancy'],
    metrics: { primary: '312% lift', secondary: ['94% occupancy'] },
    services: ['Creative Campaign', 'Production'],
    quote: { text: 'They sold the format.', attribution: 'Dana Whitfield, IMAX' },
    tags: ['Entertainment'],
    images: {
      thumbnail: '/media/case-studies/imax/thumbnail.webp',
      hero: '/media/case-studies/imax/hero.webp',
      gallery: [],
    },
    videos: { hero: '/media/case-studies/imax/hero.mp4', gallery: [] },
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  } satisfies CaseStudyInput);
}
