import { expect, type Page, type TestInfo } from '@playwright/test';
import { emailField, passwordField } from './auth';
import { uniqueEmail } from './emails';
import { openMailboxLink } from './mailbox';

export const NEW_USER_PASSWORD = 'Newcomer1!';

/** Registers through the UI, verifies from /dev/mailbox and proceeds to claim-restaurant. */
export async function registerVerifiedUser(page: Page, testInfo: TestInfo, label: string): Promise<string> {
  const email = uniqueEmail(testInfo, label);
  await page.goto('/login?view=register');
  await emailField(page).fill(email);
  await passwordField(page).fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await openMailboxLink(page, email, 'verifyEmail');
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/claim-restaurant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your profile' })).toBeVisible();
  return email;
}

export function searchField(page: Page) {
  return page.getByRole('searchbox', { name: 'Business name' });
}

/** The names of the first `count` selectable results, read from their "Select {name}" buttons. */
export async function selectableNames(page: Page, count: number): Promise<string[]> {
  const buttons = page.getByRole('button', { name: /^Select / });
  await expect(buttons.nth(count - 1)).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const label = await buttons.nth(i).getAttribute('aria-label');
    names.push((label ?? '').replace(/^Select /, ''));
  }
  return names;
}

export const BUSINESS = {
  companyName: 'Ristorazione E2E Srl',
  vat: 'IT01234567890',
  phone: '+39 02 1234567',
  pec: 'e2e@pec.example.test',
  address: 'Via Roma 1, 20100 Milano',
};

export async function fillBusinessProfile(page: Page): Promise<void> {
  await page.getByLabel('Company name').fill(BUSINESS.companyName);
  await page.getByLabel('VAT number or tax code').fill(BUSINESS.vat);
  await page.getByLabel('Phone number').fill(BUSINESS.phone);
  await page.getByLabel('Certified email (PEC)').fill(BUSINESS.pec);
  await page.getByLabel('Registered office address').fill(BUSINESS.address);
  await page.getByRole('radio', { name: 'Owner' }).check();
  await page.getByRole('checkbox', { name: /I declare that I am the owner/ }).check();
}
