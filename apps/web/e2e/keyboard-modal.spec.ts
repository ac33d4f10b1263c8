import { expect, test } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

test('Escape closes the review modal from the video controls and gives focus back to the card', async ({
  page,
}) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();

  // A card whose review has a video: the native controls are what swallows Escape.
  const card = page
    .getByRole('list', { name: 'Video reviews' })
    .getByRole('article')
    .filter({ hasNot: page.getByText('No video', { exact: true }) })
    .first();
  const details = card.getByRole('button', { name: 'Details' });
  await details.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect(video).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  // Close button, then into the video: its native controls (play, timeline, volume…) are Tab stops of
  // their own, and the page sees the <video> as the focused element while one of them has focus.
  await page.keyboard.press('Tab');
  await expect.poll(() => video.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Tab');
  await expect.poll(() => video.evaluate((el) => el === document.activeElement)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
});
