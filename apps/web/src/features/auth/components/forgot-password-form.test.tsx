import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseAuth from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof firebaseAuth>()),
  sendPasswordResetEmail: vi.fn(() => Promise.resolve()),
  verifyPasswordResetCode: vi.fn(() => Promise.resolve('owner@demo.test')),
  confirmPasswordReset: vi.fn(() => Promise.resolve()),
}));

describe('forgot password', () => {
  it('sends the reset link', async () => {
    renderApp('/forgot-password', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email sent! Follow the reset link inside')).toBeInTheDocument();
    expect(vi.mocked(firebaseAuth.sendPasswordResetEmail)).toHaveBeenCalledWith(
      expect.anything(),
      'owner@demo.test',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('sets a new password from the emailed code', async () => {
    renderApp('/forgot-password?mode=resetPassword&oobCode=RESET-1', { user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must contain at least 6 characters')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New password'), '456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password changed. You can now sign in.')).toBeInTheDocument();
    expect(vi.mocked(firebaseAuth.confirmPasswordReset)).toHaveBeenCalledWith(
      expect.anything(),
      'RESET-1',
      '123456789',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
  });

  it('explains an expired link', async () => {
    vi.mocked(firebaseAuth.verifyPasswordResetCode).mockRejectedValueOnce(
      Object.assign(new Error('Firebase'), { code: 'auth/expired-action-code' }),
    );
    renderApp('/forgot-password?mode=resetPassword&oobCode=OLD', { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Request a new one.');
  });
});
