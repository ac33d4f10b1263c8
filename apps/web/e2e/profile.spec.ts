import type { Page } from '@playwright/test';
import { logoutButton, signInWithPassword, signOut } from './support/auth';
import { expect, test } from './support/owners';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

const NEW_PASSWORD = 'Changed5678!';

async function changePassword(page: Page, password: string): Promise<void> {
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const submit = dialog.getByRole('button', { name: 'Update password' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirmation', { exact: true }).fill(password);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the profile tabs and the read-only restaurant details', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.goto('/dashboard/profile');
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  for (const [name, path] of [
    ['billing', '/dashboard/profile/billing'],
    ['plans', '/dashboard/profile/plans'],
    ['integrations', '/dashboard/profile/integrations'],
    ['profile', '/dashboard/profile'],
  ] as const) {
    await tabs.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  const restaurant = page.getByRole('region', { name: 'Restaurant' });
  for (const label of ['Name', 'Address', 'Phone number', 'Website', 'Menu']) {
    await expect(restaurant.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(restaurant.getByRole('textbox')).toHaveCount(0);

  await tabs.getByRole('link', { name: 'integrations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Integrations/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link to the review wall' })).toBeVisible();
});

test('the owner changes the password, keeps the session, and signs in with the new one only', async ({
  page,
  owner,
}) => {
  await signInWithPassword(page, owner.email, owner.password);
  await changePassword(page, NEW_PASSWORD);
  // The session survives the change: a reload still finds the user signed in, with a working token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(logoutButton(page)).toBeVisible();

  await signOut(page);
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Password not valid, try another.')).toBeVisible();

  await signInWithPassword(page, owner.email, NEW_PASSWORD);
});
