import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

const cards = (page: Page) => page.getByRole('list', { name: 'Video reviews' }).getByRole('article');
const switcher = (page: Page) => page.getByRole('button', { name: /^Current restaurant: / });

test('the owner scrolls through the reviews, plays one and downloads its video', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);

  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(30);
  }).toPass({ timeout: 30_000 });

  await cards(page).first().getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('controlslist', 'nodownload');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && element.currentTime > 0.2),
    )
    .toBe(true);

  const download = dialog.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('target', '_blank');
  const href = await download.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toBe('attachment; filename=review-video.mp4');
  expect(response.headers()['content-type']).toContain('video/mp4');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('review-video.mp4');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a free-plan venue shows no download, and the API refuses the download URL', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.multi, DEMO_PASSWORD);
  if (!(await switcher(page).getAttribute('aria-label'))?.endsWith('Pizzeria Bella Napoli')) {
    await switcher(page).click();
    await page.getByRole('button', { name: /^Pizzeria Bella Napoli/ }).click();
  }
  await expect(switcher(page)).toHaveAccessibleName('Current restaurant: Pizzeria Bella Napoli');

  const reviewsResponse = page.waitForResponse((r) => /\/api\/places\/[^/]+\/reviews\?/.test(r.url()));
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click();
  const body = (await (await reviewsResponse).json()) as { data: { download_url: string | null }[] };
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Download video' })).toHaveCount(0);

  await cards(page).first().getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Posted on /)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download' })).toHaveCount(0);

  const downloadUrl = body.data.find((review) => review.download_url)?.download_url;
  expect(downloadUrl).toBeTruthy();
  const refused = await page.request.get(new URL(downloadUrl ?? '', page.url()).toString());
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('billing/plan-required');
});

test("a review's detail whose code fails to download says so, and opens on Try again", async ({ page }) => {
  // Its code loads once the list has settled or is pointed at: refused until Try again.
  await page.route(/\/assets\/review-detail-modal-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(cards(page)).toHaveCount(10);

  const first = cards(page).first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('We could not open this review.')).toBeVisible();

  await page.unroute(/\/assets\/review-detail-modal-[^/]+\.js$/);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByLabel('Video of the review')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
