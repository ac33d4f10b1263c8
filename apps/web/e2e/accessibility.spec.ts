import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { checkScreen } from './support/axe';
import { createEmulatorUser, signInWithPassword } from './support/auth';
import { uniqueEmail } from './support/emails';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

/*
 * The audit of issue 11: every screen and state a user meets, in both languages, at a phone's and a laptop's
 * width, through axe (WCAG 2.2 AA and best practice; serious or critical fails). The report, its tables, the
 * notifications tab, the unsubscribe page, the QR studio and the capture page are audited by their own specs
 * (report.spec.ts, capture-screens.spec.ts).
 */

const LANGUAGES = ['en', 'it'] as const;
const WIDTHS = [375, 1366] as const;
type Language = (typeof LANGUAGES)[number];

const TEXTS = {
  en: { next: 'Next', changePassword: 'change password' },
  it: { next: 'Avanti', changePassword: 'cambia password' },
} as const satisfies Record<Language, unknown>;

type Audit = { page: Page; lng: Language; width: number; check: (name: string) => Promise<void> };

async function heading(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * Waits until the skeletons on screen are gone: the screen shows its data. A poster far below the fold keeps
 * its placeholder until the visitor scrolls near it, since the browser loads it lazily.
 */
async function loaded(page: Page) {
  await heading(page);
  await expect
    .poll(() =>
      page.locator('.animate-pulse').evaluateAll(
        (skeletons) =>
          skeletons.filter((skeleton) => {
            const box = skeleton.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          }).length,
      ),
    )
    .toBe(0);
}

/** Opens a signed-out or signed-in page in a context of the given width, in the given language. */
async function audit(
  browser: Browser,
  testInfo: TestInfo,
  { lng, width, account }: { lng: Language; width: number; account?: string },
  run: (audit: Audit) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (account) await signInWithPassword(page, account, DEMO_PASSWORD);
  // ?lng= sets the language, which the app then keeps for every later page.
  await page.goto(`/?lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await run({ page, lng, width, check: (name) => checkScreen(page, testInfo, `${name}-${lng}-${width}`) });
  await context.close();
}

for (const lng of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lng} at ${width} px`, () => {
      test('signed out: sign in, its errors, register, reset password', async ({ browser }, testInfo) => {
        await audit(browser, testInfo, { lng, width }, async ({ page, check }) => {
          await page.goto('/login');
          await heading(page);
          await check('login');
          await page.locator('form button[type="submit"]').first().click();
          await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
          await check('login-errors');
          await page.goto('/login?view=register');
          await heading(page);
          await check('register');
          await page.goto('/forgot-password');
          await heading(page);
          await check('forgot-password');
        });
      });

      test('an unverified account: verify email', async ({ browser }, testInfo) => {
        const email = uniqueEmail(testInfo, `axe-${lng}-${width}`);
        await createEmulatorUser(email, DEMO_PASSWORD);
        await audit(browser, testInfo, { lng, width, account: email }, async ({ page, check }) => {
          await expect(page).toHaveURL(/\/verify-email$/);
          await heading(page);
          await check('verify-email');
        });
      });

      test('a pending claimant: pending, search, place detail, business profile, thank you', async ({
        browser,
      }, testInfo) => {
        await audit(browser, testInfo, { lng, width, account: DEMO_USERS.pending }, async (run) => {
          const { page, check } = run;
          await page.goto('/onboarding/pending-claim');
          await loaded(page);
          await check('pending-claim');

          await page.goto('/onboarding/claim-restaurant?q=Taverna');
          await expect(page.locator('button[aria-pressed="false"]').first()).toBeVisible();
          await page.locator('button[aria-pressed="false"]').first().click();
          await check('claim-restaurant');

          await page.locator('a[href*="/onboarding/place-detail"]').first().click();
          await loaded(page);
          await check('place-detail');

          await page.goBack();
          await page.getByRole('button', { name: TEXTS[run.lng].next, exact: true }).first().click();
          await expect(page).toHaveURL(/\/onboarding\/complete-profile$/);
          await page.locator('form button[type="submit"]').click();
          await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
          await check('complete-profile-errors');

          await page.goto('/onboarding/thankyou');
          await heading(page);
          await check('thankyou');
        });
      });

      // The owner's screens in three tests, so that each stays well inside the timeout on a loaded machine.
      test('the owner: summary, reviews, the review, missions', async ({ browser }, testInfo) => {
        await audit(browser, testInfo, { lng, width, account: DEMO_USERS.owner }, async ({ page, check }) => {
          await page.goto('/dashboard/summary');
          await loaded(page);
          await check('summary');

          await page.goto('/dashboard/reviews');
          await loaded(page);
          await check('reviews');
          await page.locator('article button').first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await check('review-modal');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();

          await page.goto('/dashboard/missions');
          await loaded(page);
          await check('missions');
        });
      });

      test('the owner: profile, password, billing, plans, integrations', async ({ browser }, testInfo) => {
        await audit(browser, testInfo, { lng, width, account: DEMO_USERS.owner }, async (run) => {
          const { page, check } = run;
          await page.goto('/dashboard/profile');
          await loaded(page);
          await check('profile');
          await page.getByRole('button', { name: TEXTS[run.lng].changePassword }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await check('change-password');
          await page.keyboard.press('Escape');

          for (const tab of ['billing', 'plans', 'integrations'] as const) {
            await page.goto(`/dashboard/profile/${tab}`);
            await loaded(page);
            await check(tab);
          }
        });
      });

      test("the owner: the phone's navigation menu, the laptop's account menu", async ({
        browser,
      }, testInfo) => {
        await audit(browser, testInfo, { lng, width, account: DEMO_USERS.owner }, async (run) => {
          const { page, check } = run;
          await page.goto('/dashboard/summary');
          await loaded(page);
          await page.locator('header button[aria-expanded]:visible').last().click();
          await expect(page.locator('header button[aria-expanded="true"]')).toHaveCount(1);
          await check(run.width < 768 ? 'mobile-menu' : 'user-menu');
        });
      });

      test('two venues and staff: your requests, the venue switcher, the back office', async ({
        browser,
      }, testInfo) => {
        await audit(browser, testInfo, { lng, width, account: DEMO_USERS.multi }, async ({ page, check }) => {
          await page.goto('/dashboard/claims');
          await loaded(page);
          await check('claims');
          await page.locator('header button[aria-expanded]:visible').first().click();
          await expect(page.locator('header button[aria-expanded="true"]')).toHaveCount(1);
          await check('venue-switcher');
        });
        await audit(browser, testInfo, { lng, width, account: DEMO_USERS.admin }, async ({ page, check }) => {
          await page.goto('/admin');
          await loaded(page);
          await check('admin');
        });
      });

      test('slow and failing requests: skeletons, still trying, the error with its retry', async ({
        browser,
      }, testInfo) => {
        await audit(browser, testInfo, { lng, width, account: DEMO_USERS.owner }, async ({ page, check }) => {
          // Reviews that do not come yet: the page shows its skeletons.
          let releaseReviews = () => {};
          const held = new Promise<void>((resolve) => (releaseReviews = resolve));
          await page.route(/\/api\/places\/[^/]+\/reviews/, async (route) => {
            await held;
            await route.continue().catch(() => undefined);
          });
          await page.goto('/dashboard/reviews');
          await heading(page);
          await expect(page.locator('.animate-pulse').first()).toBeVisible();
          await check('reviews-loading');
          releaseReviews();
          await page.unrouteAll({ behavior: 'ignoreErrors' });

          // Figures that fail: 'still trying' while retried, then the error and its retry.
          await page.route(/\/api\/places\/stats/, (route) => route.fulfill({ status: 500, body: '{}' }));
          await page.goto('/dashboard/summary');
          await heading(page);
          await expect(page.getByRole('status').filter({ hasText: /…/ }).first()).toBeVisible();
          await check('summary-retrying');
          await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 30_000 });
          await check('summary-error');
          await page.unrouteAll({ behavior: 'ignoreErrors' });
        });
      });
    });
  }
}
