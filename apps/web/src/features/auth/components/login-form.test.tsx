import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseAuth from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof firebaseAuth>()),
  setPersistence: vi.fn(() => Promise.resolve()),
  signInWithEmailAndPassword: vi.fn(),
  sendSignInLinkToEmail: vi.fn(() => Promise.resolve()),
  signInWithPopup: vi.fn(),
}));

const mocked = vi.mocked(firebaseAuth);

async function openLogin() {
  renderApp('/login', { user: null });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return screen;
}

describe('login screen', () => {
  beforeEach(() => vi.clearAllMocks());

  it('links the privacy notice and the terms, which the server draws', async () => {
    const view = await openLogin();
    expect(view.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy?lng=en');
    expect(view.getByRole('link', { name: 'Terms for venues' })).toHaveAttribute('href', '/terms?lng=en');
  });

  it('requires both fields, a valid email and a password of at least 6 characters, before signing in', async () => {
    const view = await openLogin();
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }));
    expect(await view.findAllByText('This field is required')).toHaveLength(2);

    await userEvent.type(view.getByLabelText('Email'), 'owner@');
    await userEvent.type(view.getByLabelText('Password'), '123');
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }));
    expect(await view.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(view.getByText('Password must contain at least 6 characters')).toBeInTheDocument();
    expect(mocked.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it.each([
    [true, firebaseAuth.browserLocalPersistence],
    [false, firebaseAuth.browserSessionPersistence],
  ])('with "Remember me" %s signs in with the matching persistence', async (remember, persistence) => {
    mocked.signInWithEmailAndPassword.mockResolvedValue({} as firebaseAuth.UserCredential);
    const view = await openLogin();
    await userEvent.type(view.getByLabelText('Email'), 'owner@demo.test');
    await userEvent.type(view.getByLabelText('Password'), 'Demo1234!');
    const checkbox = view.getByRole('checkbox', { name: 'Remember me' });
    if ((checkbox as HTMLInputElement).checked !== remember) await userEvent.click(checkbox);
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(mocked.signInWithEmailAndPassword).toHaveBeenCalledWith(
        expect.anything(),
        'owner@demo.test',
        'Demo1234!',
      ),
    );
    expect(mocked.setPersistence).toHaveBeenCalledWith(expect.anything(), persistence);
  });

  it('disables the button while signing in, then shows the provider error', async () => {
    let reject: (error: unknown) => void = () => undefined;
    mocked.signInWithEmailAndPassword.mockReturnValue(new Promise((_, fail) => (reject = fail)));
    const view = await openLogin();
    await userEvent.type(view.getByLabelText('Email'), 'owner@demo.test');
    await userEvent.type(view.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(view.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    reject(Object.assign(new Error('Firebase'), { code: 'auth/invalid-credential' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Password not valid, try another.');
    expect(view.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('emails a sign-in link that comes back to this app with the address', async () => {
    const view = await openLogin();
    await userEvent.type(view.getByLabelText('Email'), 'new.owner@demo.test');
    await userEvent.click(view.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(
      await view.findByText('We sent a sign-in link to new.owner@demo.test. Open it on this device.'),
    ).toBeInTheDocument();
    expect(mocked.sendSignInLinkToEmail).toHaveBeenCalledWith(expect.anything(), 'new.owner@demo.test', {
      url: `${window.location.origin}/?email=new.owner%40demo.test`,
      handleCodeInApp: true,
    });
    expect(localStorage.getItem('emailForSignIn')).toBe('new.owner@demo.test');
  });

  it('links to registration and password reset', async () => {
    const view = await openLogin();
    expect(view.getByText("Don't have an account?")).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/login?view=register');
    expect(view.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(view.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});
