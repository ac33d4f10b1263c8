import { expect, type Page } from '@playwright/test';
import { AUTH_EMULATOR_URL, EMULATOR_API_KEY } from './stack';

export function emailField(page: Page) {
  return page.getByLabel('Email', { exact: true });
}

export function passwordField(page: Page) {
  return page.getByLabel('Password', { exact: true });
}

export function logoutButton(page: Page) {
  return page.getByRole('button', { name: 'Logout', exact: true });
}

/**
 * Signs in through the /login form and waits until the app shows the signed-in top bar. The server draws the
 * form before its script has loaded; the form is filled once the network is idle, when React has taken it
 * over, as a person would after the page has finished loading.
 */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(logoutButton(page)).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await logoutButton(page).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);
}

/** Creates an email/password account straight in the auth emulator (not verified), bypassing the UI. */
export async function createEmulatorUser(email: string, password: string): Promise<void> {
  const url = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_API_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signUp ${email} failed: ${response.status} ${await response.text()}`);
}
