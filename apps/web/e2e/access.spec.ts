import { expect, test } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

test('signed-out visitors of signed-in routes are sent to /login', async ({ page }) => {
  await page.goto('/dashboard/summary');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/onboarding/claim-restaurant');
  await expect(page).toHaveURL(/\/login$/);
});

test('an owner with an approved claim is kept out of /login and unknown dashboard pages', async ({
  page,
}) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await page.goto('/dashboard/xyz');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await page.goto('/onboarding/xyz');
  await expect(page).toHaveURL(/\/onboarding\/claim-restaurant$/);
});

test('a claimant with only a pending claim lands on the pending page', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.pending, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/onboarding\/pending-claim$/);
  await page.goto('/dashboard/summary');
  await expect(page).toHaveURL(/\/onboarding\/pending-claim$/);
});
