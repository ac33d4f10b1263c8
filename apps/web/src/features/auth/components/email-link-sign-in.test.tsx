import { screen, waitFor } from '@testing-library/react';
import * as firebaseAuth from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { makeClaim, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof firebaseAuth>()),
  signInWithEmailLink: vi.fn(),
}));

const location = () => screen.getByRole('status', { name: 'current location' });

describe('email-link sign-in wrapper', () => {
  beforeEach(() => vi.clearAllMocks());

  it('completes the sign-in, stores the ID token and goes to the dashboard', async () => {
    vi.mocked(firebaseAuth.signInWithEmailLink).mockImplementation(() => {
      useSessionStore.getState().setUser(makeUser({ email: 'a@b.test' }));
      const user = { getIdToken: () => Promise.resolve('id-token-1') };
      return Promise.resolve({ user } as unknown as firebaseAuth.UserCredential);
    });
    localStorage.setItem('emailForSignIn', 'a@b.test');
    renderApp('/?email=a%40b.test&mode=signIn&oobCode=LINK-1&apiKey=demo-api-key', {
      user: null,
      claims: [makeClaim('approved')],
    });

    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/summary'));
    expect(vi.mocked(firebaseAuth.signInWithEmailLink)).toHaveBeenCalledWith(
      expect.anything(),
      'a@b.test',
      window.location.href,
    );
    expect(localStorage.getItem('idToken')).toBe('id-token-1');
    expect(localStorage.getItem('emailForSignIn')).toBeNull();
  });

  it('swallows a failure and carries on signed out', async () => {
    vi.mocked(firebaseAuth.signInWithEmailLink).mockRejectedValue(
      Object.assign(new Error('Firebase'), { code: 'auth/invalid-action-code' }),
    );
    renderApp('/?email=a%40b.test&oobCode=LINK-2', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('idToken')).toBeNull();
  });

  it('ignores a link without oobCode', async () => {
    renderApp('/?email=a%40b.test', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(vi.mocked(firebaseAuth.signInWithEmailLink)).not.toHaveBeenCalled();
  });
});
