// Test helpers of the admin screen (imported by *.test.tsx only): a fake server behind `fetch` that
// answers the admin's tRPC batches (GET queries and POST mutations) and REST paths, checks the bearer
// token like the real one, and records every call.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminPage } from '../../pages/Admin/AdminPage.tsx';
import { TestMantine } from '../../test/render.tsx';
import { ADMIN_TOKEN_KEY } from './session.ts';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

export const GOOD_TOKEN = 'good-token';

export class FakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** As the server's error formatter sends a refused input's problems. */
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const CODES: Record<number, { code: string; rpc: number }> = {
  400: { code: 'BAD_REQUEST', rpc: -32600 },
  401: { code: 'UNAUTHORIZED', rpc: -32001 },
  403: { code: 'FORBIDDEN', rpc: -32003 },
  404: { code: 'NOT_FOUND', rpc: -32004 },
  409: { code: 'CONFLICT', rpc: -32009 },
  500: { code: 'INTERNAL_SERVER_ERROR', rpc: -32603 },
};

export type Procedure = (input: any) => unknown;
export type RestHandler = (request: {
  url: URL;
  method: string;
  body: unknown;
}) => Response | Promise<Response>;

export interface FakeCall {
  kind: 'trpc' | 'rest';
  path: string;
  method: string;
  input: unknown;
  authorization: string | null;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Installs the fake as `fetch`; tRPC procedures by path ('admin.conversations.list'), REST by 'GET /api/…'. */
export function fakeAdminServer(
  procedures: Record<string, Procedure> = {},
  rest: Record<string, RestHandler> = {},
) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const authorization = new Headers(init.headers).get('authorization');
    const authError =
      authorization === `Bearer ${GOOD_TOKEN}`
        ? null
        : authorization
          ? new FakeError(403, 'Invalid admin token')
          : new FakeError(401, 'Admin token is required');

    if (url.pathname.startsWith('/trpc/')) {
      const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
      const inputs = (
        method === 'POST'
          ? JSON.parse(String(init.body ?? '{}'))
          : JSON.parse(url.searchParams.get('input') ?? '{}')
      ) as Record<string, unknown>;
      let status = 200;
      const results = await Promise.all(
        paths.map(async (path, index) => {
          const procedureInput = inputs[String(index)];
          calls.push({ kind: 'trpc', path, method, input: procedureInput, authorization });
          try {
            if (path.startsWith('admin.') && authError) throw authError;
            const procedure = procedures[path];
            if (!procedure) throw new FakeError(404, `No procedure ${path}`);
            return { result: { data: await procedure(procedureInput) } };
          } catch (error) {
            const fake =
              error instanceof FakeError ? error : new FakeError(500, 'Internal Server Error');
            status = fake.status;
            const code = CODES[fake.status] ?? CODES[500]!;
            return {
              error: {
                message: fake.message,
                code: code.rpc,
                data: {
                  code: code.code,
                  httpStatus: fake.status,
                  path,
                  ...(fake.fieldErrors ? { fieldErrors: fake.fieldErrors } : {}),
                },
              },
            };
          }
        }),
      );
      return json(results, paths.length > 1 ? 207 : status);
    }

    const key = `${method} ${url.pathname}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({
      kind: 'rest',
      path: `${url.pathname}${url.search}`,
      method,
      input: body,
      authorization,
    });
    if (url.pathname.startsWith('/api/admin/') && authError) {
      return json(
        { error: CODES[authError.status]!.code, message: authError.message },
        authError.status,
      );
    }
    const handler = rest[key];
    if (!handler) return json({ error: 'NOT_FOUND', message: `No route ${key}` }, 404);
    return handler({ url, method, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    trpcCalls: (path: string) => calls.filter((call) => call.kind === 'trpc' && call.path === path),
  };
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

export const counts = {
  totalConversations: 1234,
  totalMessages: 5678,
  serviceInquiries: 321,
  employmentInquiries: 45,
};

export function conversationSummary(overrides: Record<string, unknown> = {}) {
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
    ...overrides,
  };
}

export function resume(overrides: Record<string, unknown> = {}) {
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

export function caseStudy(overrides: Record<string, unknown> = {}) {
  return {
    id: 'imax',
    client: 'IMAX',
    title: 'Bigger Than Your Living Room',
    industry: 'Entertainment',
    duration: '16 weeks',
    challenge:
      'Streaming windows had shrunk, and a growing share of Los Angeles moviegoers were happy to wait for a film to land at home. IMAX needed its premium large-format releases to feel like events again.',
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
  };
}
