import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseAuth from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof firebaseAuth>()),
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(() => Promise.resolve()),
}));

describe('register view', () => {
  it('creates the account, sends the verification email and goes to /verify-email', async () => {
    const user = { uid: 'new-user' } as firebaseAuth.User;
    vi.mocked(firebaseAuth.createUserWithEmailAndPassword).mockImplementation(() => {
      // What the auth listener would do once Firebase reports the new account.
      useSessionStore
        .getState()
        .setUser(makeUser({ uid: 'new-user', email: 'new@demo.test', emailVerified: false }));
      return Promise.resolve({ user } as firebaseAuth.UserCredential);
    });
    renderApp('/login?view=register', { user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'new@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    expect(vi.mocked(firebaseAuth.sendEmailVerification)).toHaveBeenCalledWith(user, {
      url: `${window.location.origin}/verify-email`,
    });
  });

  it('shows "already registered" under the form', async () => {
    vi.mocked(firebaseAuth.createUserWithEmailAndPassword).mockRejectedValue(
      Object.assign(new Error('Firebase'), { code: 'auth/email-already-in-use' }),
    );
    renderApp('/login?view=register', { user: null });
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
  });
});
