import { expect, test } from '@playwright/test';
import { emailField, passwordField, signInWithPassword, signOut } from './support/auth';
import { uniqueEmail } from './support/emails';
import { openMailboxLink } from './support/mailbox';

test('a newcomer registers, verifies the email from the mailbox and signs in again', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'register');
  const password = 'Newcomer1!';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?view=register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation email to ${email}.`)).toBeVisible();

  await openMailboxLink(page, email, 'verifyEmail');
  await expect(page).toHaveURL(/\/verify-email\?mode=verifyEmail&oobCode=/);
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/claim-restaurant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your profile' })).toBeVisible();
  await signOut(page);

  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/onboarding\/claim-restaurant$/);
  await signOut(page);
});

test('proceeding before verifying keeps the user on /verify-email with a hint', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'unverified');

  await page.goto('/login?view=register');
  await emailField(page).fill(email);
  await passwordField(page).fill('Newcomer1!');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email$/);

  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(
    page.getByText(
      'Your email is not verified yet. Send a new confirmation email and follow the instructions.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);

  await page.goto('/dashboard/summary');
  await expect(page).toHaveURL(/\/verify-email$/);
  await signOut(page);
});

test('registering an existing email shows the catalogue error', async ({ page }) => {
  await page.goto('/login?view=register');
  await emailField(page).fill('owner@demo.test');
  await passwordField(page).fill('Whatever1!');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This email is already registered.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\?view=register$/);
});
