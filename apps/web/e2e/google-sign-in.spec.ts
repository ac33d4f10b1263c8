import { expect, test } from '@playwright/test';
import { logoutButton, signOut } from './support/auth';
import { serveOfflineGoogleScripts } from './support/gapi-shim';

test('a newcomer signs in with Google through the emulator popup', async ({ page, context }) => {
  await serveOfflineGoogleScripts(context);
  await page.goto('/login');

  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Continue with Google', exact: true }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/emulator\/auth\/handler\?.*providerId=google\.com/);

  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.getByRole('button', { name: 'Auto-generate user information' }).click();
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await popupClosed;

  // Google accounts come verified; a brand-new one has no claims yet.
  await expect(logoutButton(page)).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/claim-restaurant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your profile' })).toBeVisible();
  await signOut(page);
});
