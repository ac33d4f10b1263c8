import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUSINESS, registerVerifiedUser, searchField, selectableNames } from './support/claims';

/** Presses Tab until `target` has focus (at most `max` times), and checks that the focus is visible. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      const outline = await target.evaluate((el) => getComputedStyle(el).outlineStyle);
      const ringed = await target.evaluate((el) => getComputedStyle(el.closest('label') ?? el).outlineStyle);
      expect(outline !== 'none' || ringed !== 'none', 'focus is visible').toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('the claim flow can be completed with the keyboard alone', async ({ page }, testInfo) => {
  await registerVerifiedUser(page, testInfo, 'keyboard');
  await page.goto('/onboarding/claim-restaurant');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your profile' })).toBeVisible();

  await typeInto(page, searchField(page), 'Locanda');
  const [first = '', second = ''] = await selectableNames(page, 2);
  await tabTo(page, page.getByRole('button', { name: `Select ${first}`, exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: `Select ${second}`, exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Your selection' }).getByText('2 places selected'),
  ).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboarding\/complete-profile$/);

  await typeInto(page, page.getByLabel('Company name'), BUSINESS.companyName);
  await typeInto(page, page.getByLabel('VAT number or tax code'), BUSINESS.vat);
  await typeInto(page, page.getByLabel('Phone number'), BUSINESS.phone);
  await typeInto(page, page.getByLabel('Certified email (PEC)'), BUSINESS.pec);
  await typeInto(page, page.getByLabel('Registered office address'), BUSINESS.address);
  await tabTo(page, page.getByRole('radio', { name: 'Owner' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Owner' })).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: /I declare that I am the owner/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Submit for verification' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Verification request sent successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/thankyou$/);
  await page.goto('/onboarding/pending-claim');
  for (const name of [first, second]) await expect(page.getByText(name, { exact: true })).toBeVisible();
});
