import type { Browser, Page } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { expect, test, type DevOwner } from './support/owners';
import { APP_URL } from './support/stack';
import { layoutShiftTotal, readLayoutShifts, recordLayoutShifts } from '../../../bench/lib/layout-shifts.mjs';

// The sum of layout shifts a page may make from its first paint until it has settled: Lighthouse's "good".
const SHIFT_BUDGET = 0.05;
const FIREBASE_CHUNK = /\/assets\/firebase-[^/]+\.js$/;
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true };

test.use({ ownerOptions: { reviews: 12 } });

/** A browser profile in which the owner signed in once, in `language`: a returning owner's phone. */
async function returningOwner(browser: Browser, owner: DevOwner, language: 'it' | 'en') {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInWithPassword(page, owner.email, owner.password);
  // Signed in once the dashboard has read the venues: the next visit draws its shell from them.
  await expect(page.getByRole('banner').getByText(owner.venue.name, { exact: true })).toBeVisible();
  await context.addCookies([{ name: 'i18next', value: language, url: APP_URL }]);
  await page.close();
  // Every answer of the API comes late, as over a phone's connection: the first paint then holds the
  // skeletons, which the data must replace without moving anything.
  await context.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fallback();
  });
  await context.addInitScript(recordLayoutShifts);
  await context.addInitScript(() => {
    const page = window as unknown as { policyViolations: string[] };
    page.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      page.policyViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return context;
}

/** Opens `path` cold and waits until it has settled: its content is there, and Firebase has loaded after it. */
async function openSettled(page: Page, path: string, content: (page: Page) => Promise<void>) {
  const firebase = page.waitForRequest(FIREBASE_CHUNK, { timeout: 30_000 });
  await page.goto(path);
  await content(page);
  await firebase;
  await page.waitForLoadState('networkidle');
  // A moment for what Firebase's report and the toast container might still move.
  await page.waitForTimeout(1_000);
  return readLayoutShifts(page);
}

const PAGES = [
  {
    path: '/dashboard/summary',
    content: async (page: Page) => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    },
  },
  {
    path: '/dashboard/reviews',
    content: async (page: Page) => {
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
] as const;

for (const language of ['it', 'en'] as const) {
  test(`a returning owner's summary and reviews hold still on a phone (${language})`, async ({
    browser,
    owner,
  }) => {
    const context = await returningOwner(browser, owner, language);
    for (const { path, content } of PAGES) {
      const page = await context.newPage();
      const shifts = await openSettled(page, path, content);
      const total = layoutShiftTotal(shifts);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(total, `${path} moved: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(SHIFT_BUDGET);
      // Nor did it try anything the content security policy forbids, such as evaluating a string.
      const violations = await page.evaluate(
        () => (window as unknown as { policyViolations: string[] }).policyViolations,
      );
      expect(violations, `${path} broke its content security policy`).toEqual([]);
      await page.close();
    }
    await context.close();
  });
}

// The billing page's company card, whose details came after the page had drawn the chat assistant below it.
test("a returning owner's billing page holds still on a phone", async ({ browser, owner }) => {
  const context = await returningOwner(browser, owner, 'en');
  const page = await context.newPage();
  const shifts = await openSettled(page, '/dashboard/profile/billing', async () => {
    await expect(page.getByRole('status', { name: 'Loading your business details…' })).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(page.locator('#company-title')).not.toBeEmpty();
  });
  const total = layoutShiftTotal(shifts);
  expect(total, `the billing page moved: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(SHIFT_BUDGET);
  await context.close();
});

test.describe('paging', () => {
  test.use({ ownerOptions: { reviews: 25 } });

  // The reviews' next page, which used to be drawn below the cards only once asked for, pushing down what is
  // under the list (the chat assistant) as its skeletons came and again as its cards replaced them.
  test("a returning owner's reviews take their next page in place on a phone", async ({ browser, owner }) => {
    const context = await returningOwner(browser, owner, 'en');
    const page = await context.newPage();
    const cards = page.getByRole('list', { name: 'Video reviews' }).getByRole('article');
    await openSettled(page, '/dashboard/reviews', async () => {
      await expect(cards).toHaveCount(10, { timeout: 30_000 });
    });
    await page.getByTestId('reviews-load-more').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(20, { timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(1_000);
    const shifts = await readLayoutShifts(page);
    expect(layoutShiftTotal(shifts), `the reviews moved: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(
      SHIFT_BUDGET,
    );
    await context.close();
  });
});
