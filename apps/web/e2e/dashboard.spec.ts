import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const switcher = (page: Page) => page.getByRole('button', { name: /^Current restaurant: / });

async function chooseRestaurant(page: Page, name: string) {
  if ((await switcher(page).getAttribute('aria-label'))?.endsWith(name)) return;
  await switcher(page).click();
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(switcher(page)).toHaveAccessibleName(`Current restaurant: ${name}`);
}

test('the owner sees the summary figures of Osteria del Porto', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  await expect(page.getByText('Welcome back, Giulia!')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Current restaurant: Osteria del Porto')).toBeVisible();

  await expect(card(page, 'Total reviews').getByText('64', { exact: true })).toBeVisible();
  await expect(card(page, 'Estimated value generated').getByText(/^€\d{1,3}(,\d{3})*\.\d{2}$/)).toBeVisible();
  const missions = card(page, 'My missions');
  await expect(missions.getByText('Active').first()).toBeVisible();
  await expect(missions.getByText('Expired').first()).toBeVisible();
  await expect(missions.getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    '/dashboard/missions',
  );
  const customers = card(page, 'New customers');
  await expect(customers.getByText(/^(New|Returning)$/).first()).toBeVisible();
  await customers.getByRole('button', { name: 'View all' }).click();
  await expect(
    page.getByRole('dialog', { name: 'All customers' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await missions.getByRole('link', { name: 'View all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Missions' });
  await expect(list.getByText('Active').first()).toBeVisible();
  await expect(list.getByText('Expired').first()).toBeVisible();
  await expect(list.getByText(/^Deadline: /).first()).toBeVisible();
});

test('multi switches between approved restaurants and sees each venue’s data', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.multi, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  await switcher(page).click();
  await expect(page.getByRole('button', { name: /^Pizzeria Bella Napoli/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sushi Zen Milano/ })).toBeVisible();
  await expect(page.getByText('Caffè Centrale')).toHaveCount(0);
  await expect(page.getByText('Trattoria Vecchia Roma')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await chooseRestaurant(page, 'Sushi Zen Milano');
  await expect(card(page, 'Total reviews').getByText('26', { exact: true })).toBeVisible();
  await chooseRestaurant(page, 'Pizzeria Bella Napoli');
  await expect(card(page, 'Total reviews').getByText('14', { exact: true })).toBeVisible();

  // The choice survives a reload.
  await page.reload();
  await expect(switcher(page)).toHaveAccessibleName('Current restaurant: Pizzeria Bella Napoli');
  await expect(card(page, 'Total reviews').getByText('14', { exact: true })).toBeVisible();
  await chooseRestaurant(page, 'Sushi Zen Milano');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Missions' }).click();
  await expect(page.getByRole('heading', { name: 'No missions yet' })).toBeVisible();
});

test('an unknown dashboard path lands on the summary', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.goto('/dashboard/does-not-exist/deeper');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
});

test('a screen whose code fails to download says so, and opens on Try again', async ({ page }) => {
  const qrCodeChunk = /\/assets\/qrcode-[^/]+\.js$/;
  await page.route(qrCodeChunk, (route) => route.abort('internetdisconnected'));
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'QR code' }).click();
  const crash = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(crash).toBeVisible();

  await page.unroute(qrCodeChunk);
  await crash.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'QR code' })).toBeVisible();
  await expect(crash).toBeHidden();
});
