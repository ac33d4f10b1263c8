import { expect, test } from '@playwright/test';
import { createEmulatorUser, emailField, passwordField, signInWithPassword, signOut } from './support/auth';
import { uniqueEmail } from './support/emails';
import { openMailboxLink } from './support/mailbox';

test('a user resets a forgotten password through the mailbox and signs in with it', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'reset');
  const oldPassword = 'OldSecret1!';
  const newPassword = 'NewSecret2!';
  await createEmulatorUser(email, oldPassword);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?', exact: true }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Send reset link', exact: true }).click();
  await expect(page.getByText('Email sent! Follow the reset link inside')).toBeVisible();

  await openMailboxLink(page, email, 'resetPassword');
  await expect(page).toHaveURL(/\/forgot-password\?mode=resetPassword&oobCode=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password', exact: true }).click();
  await expect(page.getByText('Password changed. You can now sign in.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await emailField(page).fill(email);
  await passwordField(page).fill(oldPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password not valid, try another.' })).toBeVisible();

  await signInWithPassword(page, email, newPassword);
  // Following the reset link proves the address, so the account counts as verified now (as in Firebase).
  await expect(page).toHaveURL(/\/onboarding\/claim-restaurant$/);
  await signOut(page);
});
