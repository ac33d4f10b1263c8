import { snakeize } from '@venues/contracts/wire';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseAuth from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeClaim, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const currentUser = vi.hoisted(() => ({
  uid: 'user-1',
  email: 'owner@demo.test',
  emailVerified: false,
  displayName: null,
  photoURL: null,
  providerData: [{ providerId: 'password' }],
  reload: vi.fn(() => Promise.resolve()),
  getIdToken: vi.fn(() => Promise.resolve('fresh-token')),
}));

vi.mock('@/lib/firebase', () => ({ auth: { currentUser } }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof firebaseAuth>()),
  applyActionCode: vi.fn(() => Promise.resolve()),
  sendEmailVerification: vi.fn(() => Promise.resolve()),
}));

const claimsReply = vi.hoisted(() => ({ data: { data: [] as unknown[] } }));
// The user may use no venue yet: routing then follows their claims.
vi.mock('@/lib/api-client', () => ({
  api: {
    get: vi.fn((path: string) =>
      Promise.resolve(path.includes('/users/places') ? { data: { data: [] } } : claimsReply),
    ),
  },
}));

function wire(status: 'approved' | 'pending') {
  const claim = makeClaim(status);
  return {
    id: claim.id,
    status,
    created_at: claim.createdAt,
    updated_at: claim.updatedAt,
    decided_at: null,
    rejection_reason: null,
    company_name: claim.companyName,
    vat: claim.vat,
    pec: claim.pec,
    company_address: claim.companyAddress,
    sdi: null,
    phone_number: claim.phoneNumber,
    restaurant: snakeize(claim.restaurant),
  };
}

const unverified = () => makeUser({ emailVerified: false });

describe('verify email', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    currentUser.emailVerified = false;
  });

  it('says where the email went and refuses to proceed while unverified', async () => {
    renderApp('/verify-email', { user: unverified() });
    expect(await screen.findByText('We sent a confirmation email to owner@demo.test.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email is not verified yet. Send a new confirmation email and follow the instructions.',
    );
    expect(currentUser.reload).toHaveBeenCalled();
  });

  it('sends a new email that continues to /verify-email', async () => {
    renderApp('/verify-email', { user: unverified() });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new email' }));
    expect(await screen.findByText('A new confirmation email is on its way.')).toBeInTheDocument();
    expect(vi.mocked(firebaseAuth.sendEmailVerification)).toHaveBeenCalledWith(currentUser, {
      url: `${window.location.origin}/verify-email`,
    });
  });

  it('applies the code from the link, then proceeds by claim set with a fresh token', async () => {
    claimsReply.data.data = [wire('pending')];
    renderApp('/verify-email?mode=verifyEmail&oobCode=CODE-1', { user: unverified() });
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(vi.mocked(firebaseAuth.applyActionCode)).toHaveBeenCalledWith(expect.anything(), 'CODE-1');

    currentUser.emailVerified = true;
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
        '/onboarding/pending-claim',
      ),
    );
    expect(currentUser.getIdToken).toHaveBeenCalledWith(true);
  });

  it('applies the code of a link opened while signed out, then asks to sign in and says why', async () => {
    renderApp('/verify-email?mode=verifyEmail&oobCode=CODE-2', { user: null });
    expect(await screen.findByText('Your email is verified. Sign in to continue.')).toBeInTheDocument();
    expect(vi.mocked(firebaseAuth.applyActionCode)).toHaveBeenCalledWith(expect.anything(), 'CODE-2');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/login$/);
  });

  it('tells a signed-out user whose link failed to sign in for a new one', async () => {
    vi.mocked(firebaseAuth.applyActionCode).mockRejectedValueOnce(
      Object.assign(new Error('used'), { code: 'auth/invalid-action-code' }),
    );
    renderApp('/verify-email?mode=verifyEmail&oobCode=CODE-3', { user: null });
    expect(
      await screen.findByText('This link is invalid or has already been used. Request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign in to get a new confirmation email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
