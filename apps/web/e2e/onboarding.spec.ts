import { expect, test } from '@playwright/test';
import { signInWithPassword, signOut } from './support/auth';
import { fillBusinessProfile, registerVerifiedUser, searchField, selectableNames } from './support/claims';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

test('search, place detail and the profile form keep the selection and explain every problem', async ({
  page,
}, testInfo) => {
  await registerVerifiedUser(page, testInfo, 'onboarding');
  await expect(page.getByRole('heading', { name: 'Receive video reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attract customers through missions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monitor performance' })).toBeVisible();

  // A verified place says so and offers no selection.
  await searchField(page).fill('Osteria del Porto');
  const verified = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Osteria del Porto' }) });
  await expect(verified.getByText('Already verified')).toBeVisible();
  await expect(verified.getByRole('button')).toHaveCount(0);

  await searchField(page).fill('zzzzqqqxxy');
  await expect(page.getByText('No places match “zzzzqqqxxy”.', { exact: false })).toBeVisible();

  await searchField(page).fill('Taverna');
  const [first = ''] = await selectableNames(page, 1);
  await page.getByRole('button', { name: `Select ${first}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${first}`, exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Details and back: the query and the selection survive.
  await page.getByRole('link', { name: `Details of ${first}`, exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/place-detail\?id=.+&q=Taverna$/);
  await expect(page.getByRole('heading', { level: 1, name: first, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${first}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Back to search' }).click();
  await expect(page).toHaveURL(/\/onboarding\/claim-restaurant\?q=Taverna$/);
  await expect(searchField(page)).toHaveValue('Taverna');
  await expect(
    page.getByRole('region', { name: 'Your selection' }).getByText('1 place selected'),
  ).toBeVisible();

  // Deselecting empties the selection and disables Next again.
  await page
    .getByRole('button', { name: `Remove ${first}`, exact: true })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: `Select ${first}`, exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Every field is required; the phone, the PEC and the address are checked, each with its own message.
  await expect(page).toHaveURL(/\/onboarding\/complete-profile$/);
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeFocused();
  await fillBusinessProfile(page);
  await page.getByLabel('Phone number').fill('abc');
  await page.getByLabel('Certified email (PEC)').fill('not-an-email');
  await page.getByLabel('Registered office address').fill('Via');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Minimum length: 5 characters')).toBeVisible();
  await fillBusinessProfile(page);
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page).toHaveURL(/\/onboarding\/thankyou$/);

  // The history state is gone: reloading thank-you without an approved claim stays, and the user is pending.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding\/pending-claim$/);

  // A second request for the same place is refused with a translated message.
  await page.goto(`/onboarding/claim-restaurant?q=Taverna`);
  await page.getByRole('button', { name: `Select ${first}`, exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await fillBusinessProfile(page);
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `You already have an open request for ${first}.` }),
  ).toBeVisible();
  await signOut(page);
});

test('a user with an approved claim skips thank-you, and /admin turns away non-staff', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.goto('/onboarding/thankyou');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await page.goto('/onboarding/pending-claim');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  // One claim in all: Your requests goes straight to the summary.
  await page.goto('/dashboard/claims');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await signOut(page);
});
