import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { openMail } from './support/mailbox';
import { apiOf, expect, test, type DevOwner } from './support/owners';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

const SAMPLE_VIDEO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/assets/demo-videos/clip-1.mp4',
);

// Each test collects reviews on a venue of its own; each guest is a fresh browser context, so a fresh
// anonymous account (one review per guest and venue a day).

/** The review link of the owner's venue, as the QR studio shows it. */
async function reviewLinkOf(owner: DevOwner): Promise<string> {
  const [link] = await (await apiOf(owner)).call<{ url: string }[]>(`/places/${owner.venue.id}/review-codes`);
  if (!link) throw new Error(`${owner.venue.name} has no review link`);
  return link.url;
}

async function openAsGuest(browser: Browser, owner: DevOwner, reviewLink: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(reviewLink);
  await expect(page.getByRole('heading', { level: 1, name: owner.venue.name })).toBeVisible();
  return page;
}

async function fillForm(page: Page, title: string) {
  await page.getByRole('radio', { name: 'Overall rating: 4 stars' }).check();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your review').fill('Tavolo in terrazza, carbonara perfetta.');
  await page.getByLabel('Your name').fill('Giulia');
  await page.getByRole('checkbox', { name: /may see my video, my name and my ratings/ }).check();
}

test('the owner copies the venue review link in the QR studio', async ({ page, context, owner }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithPassword(page, owner.email, owner.password);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'QR code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'QR code' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).first().click();
  const reviewLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(reviewLink).toBe(await reviewLinkOf(owner));
  expect(reviewLink).toMatch(/\/r\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText(reviewLink).first()).toBeVisible();
});

test('a guest records 3 seconds, rates, consents and sends; the owner watches it', async ({
  browser,
  page,
  owner,
}) => {
  const guest = await openAsGuest(browser, owner, await reviewLinkOf(owner));
  await guest.getByRole('button', { name: 'Record a video' }).click();
  // The countdown, then the recording's timer.
  await expect(guest.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 15_000 });
  await guest.waitForTimeout(3_000);
  await guest.getByRole('button', { name: 'Stop' }).click();
  await guest.getByRole('button', { name: 'Use this video' }).click();
  await fillForm(guest, 'Registrato al tavolo');
  await guest.getByRole('button', { name: 'Send review' }).click();

  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 30_000 });
  await expect(guest.getByText(/Your review is published/)).toBeVisible({ timeout: 60_000 });
  await guest.context().close();

  await signInWithPassword(page, owner.email, owner.password);
  await page.goto('/dashboard/reviews');
  const card = page.getByRole('article').filter({ hasText: 'Registrato al tavolo' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Details' }).click();
  const video = page.getByRole('dialog').locator('video');
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) =>
        Number.isFinite(element.duration) ? element.duration : 0,
      ),
    )
    .toBeGreaterThan(0);
});

test('a guest sends a file instead; a text file renamed .mp4 is refused and nothing is published', async ({
  browser,
  page,
  owner,
}) => {
  const reviewLink = await reviewLinkOf(owner);
  const guest = await openAsGuest(browser, owner, reviewLink);
  await guest.getByLabel('Choose a video').setInputFiles(SAMPLE_VIDEO);
  await fillForm(guest, 'Video dal rullino');
  await guest.getByRole('button', { name: 'Send review' }).click();
  await expect(guest.getByText(/Your review is published/)).toBeVisible({ timeout: 60_000 });
  await guest.context().close();

  const impostor = await openAsGuest(browser, owner, reviewLink);
  await impostor.getByLabel('Choose a video').setInputFiles({
    name: 'holiday.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('not a video at all\n'.repeat(100)),
  });
  await fillForm(impostor, 'Non è un video');
  await impostor.getByRole('button', { name: 'Send review' }).click();
  await expect(impostor.getByText(/not a video/i)).toBeVisible({ timeout: 60_000 });
  await impostor.context().close();

  await signInWithPassword(page, owner.email, owner.password);
  await page.goto('/dashboard/reviews');
  await expect(page.getByRole('article').filter({ hasText: 'Video dal rullino' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Non è un video' })).toHaveCount(0);
});

test('a 1-star review alerts the owner by mail: the link opens it, the unsubscribe link turns alerts off', async ({
  browser,
  page,
  owner,
}) => {
  const guest = await openAsGuest(browser, owner, await reviewLinkOf(owner));
  await guest.getByLabel('Choose a video').setInputFiles(SAMPLE_VIDEO);
  await fillForm(guest, 'Serata da dimenticare');
  await guest.getByRole('radio', { name: 'Overall rating: 1 star' }).check();
  await guest.getByRole('button', { name: 'Send review' }).click();
  await expect(guest.getByText(/Your review is published/)).toBeVisible({ timeout: 60_000 });
  await guest.context().close();

  // The owner reads Italian: the alert is in Italian, in the local mailbox.
  const subject = `Nuova recensione da 1 stella per ${owner.venue.name}`;
  await signInWithPassword(page, owner.email, owner.password);
  const alert = await openMail(page, subject);
  await expect(alert).toContainText('Serata da dimenticare');
  // The link opens the review over the reviews that still wait for a reply.
  await alert.getByRole('link', { name: /\/dashboard\/reviews\?reply=without&review=/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Serata da dimenticare');

  // One click, signed out, as from the mail app.
  const unsubscribeUrl = await (
    await openMail(page, subject)
  )
    .getByRole('link', { name: /\/unsubscribe\?token=/ })
    .getAttribute('href');
  const signedOut = await browser.newContext({ locale: 'it-IT' });
  const reader = await signedOut.newPage();
  await reader.goto(unsubscribeUrl!);
  await expect(reader.getByRole('heading', { level: 1, name: 'Disiscrizione completata' })).toBeVisible();
  await expect(reader.getByText(owner.venue.name, { exact: false })).toBeVisible();
  await signedOut.close();

  await page.goto('/dashboard/profile/notifications');
  const venue = page.getByRole('region', { name: owner.venue.name });
  await expect(venue.getByRole('radio', { name: 'Off' })).toBeChecked();
  // And back on, from the settings.
  await venue.getByRole('radio', { name: 'Every review' }).check();
  await venue.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Notification settings saved for ${owner.venue.name}.`)).toBeVisible();
});

test("a link to a review of the user's other venue switches to it and lists that venue's reviews once", async ({
  page,
}) => {
  const isList = (url: string) => /^\/api\/places\/[^/]+\/reviews$/.test(new URL(url).pathname);
  const switcher = page.getByRole('button', { name: /^Current restaurant: / });
  const choose = async (name: string) => {
    if ((await switcher.getAttribute('aria-label'))?.endsWith(name)) return;
    await switcher.click();
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(switcher).toHaveAccessibleName(`Current restaurant: ${name}`);
  };

  // A review of Sushi Zen Milano, taken from its list; then Pizzeria Bella Napoli is the current venue.
  await signInWithPassword(page, DEMO_USERS.multi, DEMO_PASSWORD);
  await choose('Sushi Zen Milano');
  const sushiList = page.waitForResponse((response) => isList(response.url()));
  await page.goto('/dashboard/reviews');
  const listed = await sushiList;
  const sushiPath = new URL(listed.url()).pathname;
  const { data } = (await listed.json()) as { data: { id: string; title: string }[] };
  const review = data[0]!;
  await choose('Pizzeria Bella Napoli');

  const lists: string[] = [];
  page.on('request', (request) => {
    if (isList(request.url())) lists.push(new URL(request.url()).pathname);
  });
  await page.goto(`/dashboard/reviews?review=${review.id}`);
  await expect(page.getByRole('dialog', { name: review.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(switcher).toHaveAccessibleName('Current restaurant: Sushi Zen Milano');
  await expect(page.getByRole('list', { name: 'Video reviews' }).getByRole('article').first()).toBeVisible();
  // The new venue's list once, and never the list of the venue the link switched away from.
  expect(lists).toEqual([sushiPath]);
});
