import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RestAnswer } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import type { RestHandlers } from '../../test/fakeApi.ts';
import { ADMIN_TOKEN_KEY } from './session.ts';
import {
  conversationSummary,
  counts,
  fakeAdminServer,
  GOOD_TOKEN,
  renderAdmin,
} from './testing.tsx';

const listResponse = {
  conversations: [conversationSummary()],
  total: 1,
  limit: 25,
  offset: 0,
  counts,
};

function server(
  verify: NonNullable<RestHandlers['GET /api/admin/conversations']> = () => ({
    ...listResponse,
    limit: 1,
  }),
) {
  return fakeAdminServer(
    {
      'admin.whoami': () => ({ label: 'editor', role: 'owner' as const }),
      'admin.conversations.list': () => listResponse,
    },
    { rest: { 'GET /api/admin/conversations': verify } },
  );
}

const tokenField = () => screen.getByLabelText('Admin token');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
const typeToken = (value: string) => fireEvent.change(tokenField(), { target: { value } });

describe('admin login', () => {
  it('shows Admin Access with a password-style token field', () => {
    server();
    renderAdmin();
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeTruthy();
    expect(tokenField().getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Access Admin Panel' })).toBeTruthy();
  });

  it('requires a token, without calling the server', async () => {
    const { calls } = server();
    renderAdmin();
    submit();
    expect(await screen.findByText('Admin token is required')).toBeTruthy();
    typeToken('   ');
    submit();
    expect(screen.getByText('Admin token is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([
    [401, 'Invalid admin token'],
    [403, 'Invalid admin token'],
    [500, 'Authentication failed'],
    [429, 'Authentication failed'],
  ])('answers a %i with %j and keeps nothing', async (status, message) => {
    server((_request, refuse) =>
      refuse(status, {
        error: 'X',
        message: 'Too many failed sign-in attempts. Please wait 60 seconds and try again.',
      }),
    );
    renderAdmin();
    // The fake server refuses a wrong token itself: the right one reaches the answer under test.
    typeToken(GOOD_TOKEN);
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeTruthy();
  });

  it('says when the network fails', async () => {
    const { fetchMock } = server();
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAdmin();
    typeToken(GOOD_TOKEN);
    submit();
    expect(await screen.findByText('Network error occurred')).toBeTruthy();
  });

  it('shows Verifying... while checking, then keeps the token and opens the dashboard', async () => {
    let release: () => void = () => {};
    const { calls } = server(
      () =>
        new Promise<RestAnswer<'GET /api/admin/conversations'>>(
          (resolve) => (release = () => resolve({ ...listResponse, limit: 1 })),
        ),
    );
    renderAdmin();
    typeToken(` ${GOOD_TOKEN} `);
    submit();
    const busy = await screen.findByRole('button', { name: 'Verifying...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    release();

    expect(await screen.findByRole('tab', { name: 'Conversations' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Resumes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Case Studies' })).toBeTruthy();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(GOOD_TOKEN);
    expect(calls[0]).toMatchObject({
      kind: 'rest',
      path: '/api/admin/conversations?limit=1',
      authorization: `Bearer ${GOOD_TOKEN}`,
    });
    // Every admin call after the login carries the token.
    await screen.findByText('Priya Natarajan');
    expect(
      calls
        .filter((call) => call.kind === 'trpc')
        .every((call) => call.authorization === `Bearer ${GOOD_TOKEN}`),
    ).toBe(true);
  });

  it('opens the dashboard straight away with a stored token; Logout clears it', async () => {
    server();
    renderAdmin({ token: GOOD_TOKEN });
    expect(await screen.findByRole('tab', { name: 'Conversations' })).toBeTruthy();
    expect(await screen.findByText('Signed in as editor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeTruthy();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('goes back to the login when the stored token stops working', async () => {
    fakeAdminServer({}, {});
    renderAdmin({ token: 'revoked-token' });
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('Invalid admin token')).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull());
  });

  it('keeps the open tab in the URL', async () => {
    server();
    renderAdmin({ token: GOOD_TOKEN });
    fireEvent.click(await screen.findByRole('tab', { name: 'Case Studies' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin?tab=case-studies'),
    );
  });
});
