import type { Locator, Page } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { expect, test } from './support/owners';

// Each test changes the plan of an owner of its own, on starter unless it asks for another plan.

const plansPath = '/dashboard/profile/plans';

function planCard(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: title, exact: true });
}

async function expectCurrentPlan(page: Page, title: string): Promise<void> {
  await expect(planCard(page, title).getByRole('button', { name: 'your plan' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'your plan' })).toHaveCount(1);
}

/** Runs a plan action: the session opens in a new window, this one goes to the summary. */
async function throughLocalSession(
  page: Page,
  action: Locator,
  decision: 'Confirm' | 'Cancel',
): Promise<Page> {
  const [session] = await Promise.all([page.waitForEvent('popup'), action.click()]);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await expect(session).toHaveURL(/\/billing\/session\/bps_local_/);
  await expect(session.getByRole('heading', { level: 1, name: 'Confirm your change' })).toBeVisible();
  await session.getByRole('button', { name: decision, exact: true }).click();
  await expect(session).toHaveURL(new RegExp(`${plansPath}$`));
  return session;
}

test.beforeEach(async ({ page, owner }) => {
  await signInWithPassword(page, owner.email, owner.password);
});

test('the owner sees the billing details of the current claim', async ({ page, owner }) => {
  await page.goto('/dashboard/profile/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const { business } = owner;
  for (const [label, value] of [
    ['company name', business.company_name],
    ['VAT/tax code', business.vat],
    ['phone number', business.phone_number],
    ['certified email (PEC)', business.pec],
    ['registered office address', business.company_address],
    ['recipient code', business.sdi ?? ''],
  ] as const) {
    const term = page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) });
    await expect(term).toBeVisible();
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }
});

test('the payment-method update goes through the local session page and back', async ({ page }) => {
  await page.goto('/dashboard/profile/billing');
  await page.getByRole('button', { name: 'Update payment method' }).click();
  await expect(page).toHaveURL(/\/billing\/session\/bps_local_/);
  await expect(page.getByRole('heading', { name: 'Update payment method' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/billing$/);
});

test("the owner's plan is starter", async ({ page }) => {
  await page.goto(plansPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expectCurrentPlan(page, 'Starter');
  await expect(planCard(page, 'Starter')).toContainText('€29');
  await expect(planCard(page, 'Enterprise')).toContainText('On request');
  await expect(planCard(page, 'Enterprise').getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    /^mailto:support@demo\.test\?subject=/,
  );
});

test('the owner upgrades to pro through the local session page', async ({ page }) => {
  await page.goto(plansPath);
  const session = await throughLocalSession(
    page,
    planCard(page, 'Pro').getByRole('button', { name: 'Choose Pro' }),
    'Confirm',
  );
  await expectCurrentPlan(session, 'Pro');
  // The first window shows it too once back on the plans.
  await page.goto(plansPath);
  await expectCurrentPlan(page, 'Pro');

  // The used session cannot be confirmed twice.
  await session.goBack();
  await expect(session.getByText('This change has already been confirmed or cancelled.')).toBeVisible();
  await session.close();
});

test('abandoning the local session changes nothing', async ({ page }) => {
  await page.goto(plansPath);
  const session = await throughLocalSession(
    page,
    planCard(page, 'Free').getByRole('button', { name: 'Choose Free' }),
    'Cancel',
  );
  await expectCurrentPlan(session, 'Starter');
  await session.close();
});

test.describe('on pro', () => {
  test.use({ ownerOptions: { plan: 'pro' } });

  test('the owner cancels through the local page, back to free, then chooses starter', async ({ page }) => {
    await page.goto(plansPath);
    await expectCurrentPlan(page, 'Pro');
    const cancel = await throughLocalSession(
      page,
      page.getByRole('button', { name: 'Cancel subscription' }),
      'Confirm',
    );
    await expectCurrentPlan(cancel, 'Free');
    await expect(cancel.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

    // From free, a paid plan again.
    const back = await throughLocalSession(
      cancel,
      planCard(cancel, 'Starter').getByRole('button', { name: 'Choose Starter' }),
      'Confirm',
    );
    await expectCurrentPlan(back, 'Starter');
  });
});

test('a user with two subscription items gets only the mailto to support', async ({ page, owner }) => {
  // No demo account has a two-item subscription and the API never creates one: the customer lookup is
  // answered with the owner's real customer plus a second item on the same subscription.
  await page.route('**/api/stripe/customer?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      success: boolean;
      customer?: {
        subscriptions: {
          items: { total_count: number; data: { id: string; quantity: number; plan: { id: string } }[] };
        }[];
      };
    };
    for (const subscription of body.customer?.subscriptions ?? []) {
      const first = subscription.items.data[0];
      if (first) subscription.items.data.push({ ...first, id: `${first.id}_extra` });
      subscription.items.total_count = subscription.items.data.length;
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto(plansPath);
  await expectCurrentPlan(page, 'Starter');
  await expect(page.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
  const mailto = planCard(page, 'Pro').getByRole('link', { name: 'Contact support' });
  const href = new URL((await mailto.getAttribute('href')) ?? '');
  expect(href.protocol).toBe('mailto:');
  expect(href.pathname).toBe('support@demo.test');
  const body = href.searchParams.get('body') ?? '';
  expect(body).toContain(`user_id: ${owner.uid}`);
  expect(body).toContain(`customer_id: ${owner.customer_id}`);
  expect(body).toContain(`restaurant_id: ${owner.venue.id}`);
  expect(body).toContain('new_plan: pro');
  expect(href.searchParams.get('subject')).toContain('pro');

  // Cancelling is refused client-side with the pointer to support.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please contact support to cancel it.' }),
  ).toBeVisible();
});
