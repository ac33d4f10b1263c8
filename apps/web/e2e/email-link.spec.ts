import { expect, test } from '@playwright/test';
import { emailField, logoutButton, signOut } from './support/auth';
import { openMailboxLink } from './support/mailbox';
import { DEMO_USERS } from './support/stack';

test('a verified owner signs in with an emailed link and lands on the dashboard', async ({ page }) => {
  const email = DEMO_USERS.owner;

  await page.goto('/login');
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link', exact: true }).click();
  await expect(page.getByText(`We sent a sign-in link to ${email}. Open it on this device.`)).toBeVisible();

  await openMailboxLink(page, email, 'signIn');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  await expect(logoutButton(page)).toBeVisible();
  await signOut(page);
});
