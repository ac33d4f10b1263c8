import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { failureOf } from './delete-account-dialog';
import { YourDataSection } from './your-data-section';

const firebase = vi.hoisted(() => ({
  reauthenticateWithCredential: vi.fn(),
  reauthenticateWithPopup: vi.fn(),
  getIdToken: vi.fn(),
  signOutHere: vi.fn(async () => undefined),
  providers: ['password'],
}));
vi.mock('@/lib/firebase-loader', () => ({
  ID_TOKEN_STORAGE_KEY: 'idToken',
  loadedFirebase: () => undefined,
  loadFirebase: async () => ({
    auth: {
      currentUser: {
        email: 'owner@example.com',
        providerData: firebase.providers.map((providerId) => ({ providerId })),
        getIdToken: firebase.getIdToken,
      },
    },
  }),
}));
vi.mock('firebase/auth', () => ({
  reauthenticateWithCredential: firebase.reauthenticateWithCredential,
  reauthenticateWithPopup: firebase.reauthenticateWithPopup,
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
  GoogleAuthProvider: class {},
  browserPopupRedirectResolver: {},
}));
vi.mock('@/lib/sign-out', () => ({ signOutHere: firebase.signOutHere }));

const READY = {
  id: '0b6a4c1e-6f55-4c55-9d4e-7b0f0e7b7a11',
  status: 'ready',
  requested_at: '2026-11-20T10:00:00.000Z',
  ready_at: '2026-11-20T10:00:05.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  download_url: 'http://localhost:8080/api/data-exports/0b6a?expires=1&signature=s',
  failure: null,
};
const PREPARING = { ...READY, status: 'preparing', ready_at: null, expires_at: null, download_url: null };
const VENUE = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const preview = (overrides: object = {}) => ({
  data: { blocked: [], closing: [], leaving: [], staff: false, ...overrides },
});

/** The sign-in route's stand-in: what the navigation's state tells it. */
function SignInScreen() {
  const state = useLocation().state as { accountDeleted?: boolean } | null;
  return <h1>{state?.accountDeleted ? 'Signed out: account deleted' : 'Sign in'}</h1>;
}

let api: ReturnType<typeof mockApi> | undefined;
afterEach(async () => {
  api?.restore();
  vi.clearAllMocks();
  firebase.providers = ['password'];
  await act(() => i18n.changeLanguage('en'));
});

function renderSection(routes: Record<string, (request: { body: unknown }) => MockReply>) {
  api = mockApi(routes);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/profile']}>
        <Routes>
          <Route path="/dashboard/profile" element={<YourDataSection />} />
          <Route path="/login" element={<SignInScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), api };
}

describe('Your data: the download', () => {
  it('prepares the file, shows its progress, then offers the link until it expires', async () => {
    let current: unknown = null;
    const { user } = renderSection({
      'GET /users/data-export': () => ({ body: { data: current } }),
      'POST /users/data-export': () => {
        current = READY;
        return { status: 202, body: { data: PREPARING } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText(/We are preparing your file/)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Download my data (JSON)' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', READY.download_url);
    expect(screen.getByRole('status')).toHaveTextContent(/The link works until/);
    expect(screen.getByText(/it works for 7 days/)).toBeInTheDocument();
  });

  it('says when the preparation failed and tries again', async () => {
    const { user, api: mocked } = renderSection({
      'GET /users/data-export': () => ({
        body: { data: { ...PREPARING, status: 'failed', failure: 'failed' } },
      }),
      'POST /users/data-export': () => ({ status: 202, body: { data: PREPARING } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not prepare your file');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mocked.calls.some((call) => call.method === 'POST')).toBe(true));
  });
});

describe('Your data: deleting the account', () => {
  it('refuses while the person is the last owner of a venue with other people', async () => {
    const { user } = renderSection({
      'GET /users/data-export': () => ({ body: { data: null } }),
      'GET /users/account/deletion': () => ({
        body: preview({ blocked: [{ place_id: VENUE, name: 'Trattoria Bella', people: 3 }] }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Trattoria Bella: 3 people');
    expect(within(dialog).getByRole('link', { name: 'Open Team' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete my account for good' })).toBeNull();
  });

  it('states what happens to a venue that closes, asks for the password, deletes and signs out', async () => {
    const { user, api: mocked } = renderSection({
      'GET /users/data-export': () => ({ body: { data: null } }),
      'GET /users/account/deletion': () => ({
        body: preview({ closing: [{ place_id: VENUE, name: 'Trattoria Bella', paid_plan: 'pro' }] }),
      }),
      'DELETE /users/account': () => ({
        body: { data: { deleted: true, venues_closed: 1, venues_left: 0 } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText(/Trattoria Bella closes/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/its Pro plan is cancelled at the end of the period/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/public review page goes offline/)).toBeInTheDocument();
    expect(within(dialog).getByText(/the guests' reviews stay with the venue/)).toBeInTheDocument();

    const submit = within(dialog).getByRole('button', { name: 'Delete my account for good' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your password'), 'Secret123!');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Signed out: account deleted' })).toBeInTheDocument();
    expect(firebase.reauthenticateWithCredential).toHaveBeenCalledWith(expect.anything(), {
      email: 'owner@example.com',
      password: 'Secret123!',
    });
    expect(mocked.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ confirm: true });
    expect(firebase.signOutHere).toHaveBeenCalled();
  });

  it('says a wrong password in words, and deletes nothing', async () => {
    firebase.reauthenticateWithCredential.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    const { user, api: mocked } = renderSection({
      'GET /users/data-export': () => ({ body: { data: null } }),
      'GET /users/account/deletion': () => ({ body: preview() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(await within(dialog).findByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not right.');
    expect(mocked.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('confirms with Google for an account without a password, in Italian', async () => {
    firebase.providers = ['google.com'];
    await act(() => i18n.changeLanguage('it'));
    const { user } = renderSection({
      'GET /users/data-export': () => ({ body: { data: null } }),
      'GET /users/account/deletion': () => ({ body: preview() }),
      'DELETE /users/account': () => ({
        body: { data: { deleted: true, venues_closed: 0, venues_left: 0 } },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'I tuoi dati' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elimina il mio account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il tuo account?' });
    expect(await within(dialog).findByText(/Confermerai con Google/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente il mio account' }));
    await waitFor(() => expect(firebase.reauthenticateWithPopup).toHaveBeenCalled());
  });
});

describe('failureOf', () => {
  it('tells the sign-in again, the team rule and anything else apart', () => {
    expect(failureOf({ code: 'auth/wrong-password' })).toBe('wrongPassword');
    expect(failureOf({ code: 'auth/popup-closed-by-user' })).toBe('googleCancelled');
    expect(failureOf({ code: 'account/last-owner' })).toBe('lastOwner');
    expect(failureOf(new Error('boom'))).toBe('failed');
  });
});
