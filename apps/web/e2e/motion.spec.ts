import { expect, test } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

const running = () =>
  document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .map((animation) => (animation instanceof CSSAnimation ? animation.animationName : 'other'));

test('under reduced motion a toast lands at once, and its timer still closes it', async ({
  page,
  context,
  browser,
}) => {
  // The suite asks for reduced motion, in the contexts that specs open themselves too.
  const other = await browser.newContext();
  try {
    const probe = await other.newPage();
    expect(await probe.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  } finally {
    await other.close();
  }

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithPassword(page, DEMO_USERS.multi, DEMO_PASSWORD);
  await page.goto('/dashboard/profile/integrations');
  await page.getByRole('button', { name: 'Copy link to the review wall' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Link copied' });
  await expect(toast).toBeVisible();
  // The entrance is over within moments: only the toast's timer runs, the hidden progress bar's animation.
  await expect.poll(() => page.evaluate(running), { timeout: 2_000 }).toEqual(['Toastify__trackProgress']);
  // Shortened animations still end, so react-toastify starts the timer and removes the toast after 5 s.
  await expect(toast).toBeHidden({ timeout: 10_000 });
  expect(await page.evaluate(running)).toEqual([]);
});
