import { expect, test, type Page } from '@playwright/test';

const toggle = (page: Page) => page.getByRole('button', { name: 'change launguage', exact: true });
const loginTitle = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('the language toggle switches to Italian, survives a reload and switches back', async ({ page }) => {
  await page.goto('/login');
  await expect(loginTitle(page, 'Sign in')).toBeVisible();

  await toggle(page).click();
  await expect(loginTitle(page, 'Accedi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continua con Google', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Password dimenticata?', exact: true })).toBeVisible();

  await page.reload();
  await expect(loginTitle(page, 'Accedi')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();

  await toggle(page).click();
  await expect(loginTitle(page, 'Sign in')).toBeVisible();
  await page.reload();
  await expect(loginTitle(page, 'Sign in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google', exact: true })).toBeVisible();
});
