import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

// A phone: 375 px wide, with touch.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

const SECTIONS = [
  { name: 'Summary', path: '/dashboard/summary', heading: 'Summary' },
  { name: 'Reviews', path: '/dashboard/reviews', heading: 'Reviews' },
  { name: 'Missions', path: '/dashboard/missions', heading: 'Missions' },
  { name: 'QR code', path: '/dashboard/qrcode', heading: 'QR code' },
  { name: 'Report', path: '/dashboard/report', heading: 'Report' },
] as const;

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('the tab bar shows every section, marks the open one and goes to each', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await expect(page.getByRole('banner').getByText('Osteria del Porto', { exact: true })).toBeInViewport();

  for (const section of SECTIONS) {
    await tabBar(page).getByRole('link', { name: section.name, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
    for (const other of SECTIONS) {
      const link = tabBar(page).getByRole('link', { name: other.name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      if (other === section) await expect(link).toHaveAttribute('aria-current', 'page');
      else await expect(link).not.toHaveAttribute('aria-current');
    }
    // The venue stays in the header on every section.
    await expect(page.getByRole('banner').getByText('Osteria del Porto', { exact: true })).toBeInViewport();
  }

  // The profile is in the menu; an owner's seven tabs (team and activity too) are all in view, none cut off.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link');
  await expect(tabs).toHaveCount(7);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await tabs.filter({ hasText: 'Notifications' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/profile\/notifications$/);
  await expect(tabs.filter({ hasText: 'Notifications' })).toHaveAttribute('aria-current', 'page');
});

test('a review card opens as a whole, and its download stays on the card', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await tabBar(page).getByRole('link', { name: 'Reviews', exact: true }).tap();
  const card = page
    .getByRole('list', { name: 'Video reviews' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Download video' }) })
    .first();
  const title = (await card.getAttribute('aria-label')) ?? '';
  // One button per card on a phone: Details, which opens the same modal, is not shown.
  await expect(card.getByRole('button', { name: 'Details' })).toBeHidden();
  const box = await card.boundingBox();
  expect(box?.height).toBeLessThan(260);

  // Tapping the text side of the card, away from the poster, opens the review.
  await card.tap({ position: { x: (box?.width ?? 0) - 24, y: 24 } });
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await expect(dialog).toBeHidden();

  // The download link sits above the card's target: it downloads, and opens no modal.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download video' }).tap(),
  ]);
  expect(file.suggestedFilename()).toBe('review-video.mp4');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a venue switch from the header row, and the requests page on a phone', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.multi, DEMO_PASSWORD);
  const switcher = page.getByRole('button', { name: /^Current restaurant: / });
  await expect(switcher).toBeInViewport({ ratio: 1 });
  const current = (await switcher.getAttribute('aria-label'))?.replace('Current restaurant: ', '') ?? '';
  const other = current === 'Sushi Zen Milano' ? 'Pizzeria Bella Napoli' : 'Sushi Zen Milano';
  await switcher.tap();
  await page.getByRole('button', { name: new RegExp(`^${other}`) }).tap();
  await expect(switcher).toHaveAccessibleName(`Current restaurant: ${other}`);
  await expect(switcher).toContainText(other);

  // The whole page is as wide as the other dashboard pages, and no row shows a date on a phone.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('link', { name: 'Manage your requests' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Your requests' })).toBeVisible();
  for (const section of ['Approved', 'Pending', 'Rejected']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByText(/^Requested on /)).toHaveCount(4);
  for (const date of await page.getByText(/^Requested on /).all()) await expect(date).toBeHidden();

  await page.setViewportSize({ width: 1366, height: 900 });
  for (const date of await page.getByText(/^Requested on /).all()) await expect(date).toBeVisible();
  await expect(page.getByText(/^Requested on \d+ \w+, \d\d:\d\d$/)).toHaveCount(1);
});

test('the pending claim shows its status on a phone', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.pending, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/onboarding\/pending-claim$/);
  const list = page.getByRole('region', { name: 'Requests under review' });
  await expect(list.getByText('Under review', { exact: true })).toBeInViewport();
  await expect(list.getByText('Gelateria Aurora', { exact: true })).toBeInViewport();
  // The venue's name is whole, not cut off by the status.
  expect(
    await list
      .getByText('Gelateria Aurora', { exact: true })
      .evaluate((element) => element.scrollWidth <= element.clientWidth),
  ).toBe(true);
});
