import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../api/test/helpers/pdf-text';
import { signInWithPassword } from './support/auth';
import { checkScreen } from './support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

// A tile is its label, its figure and its change, in that order.
const tileValue = (page: Page, name: string) =>
  page.getByRole('group', { name, exact: true }).locator(':scope > div').nth(1);
const switcher = (page: Page) => page.getByRole('button', { name: /^Current restaurant: / });

async function openReport(page: Page, email: string) {
  await signInWithPassword(page, email, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
}

/** The file a click downloads, as bytes. */
async function download(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return readFile(await file.path());
}

test('the report charts the demo data, follows the period, shows its tables and exports the reviews', async ({
  page,
}) => {
  await openReport(page, DEMO_USERS.owner);
  await expect(page).toHaveURL(/\/dashboard\/report$/);
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  // Six charts, each drawn as SVG with bars once the owner scrolls to it.
  await expect(page.locator('figure')).toHaveCount(6);
  const visitsFigure = page.locator('figure').filter({ hasText: 'Visits of new and returning customers' });
  await visitsFigure.scrollIntoViewIfNeeded();
  await expect(visitsFigure.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const visits30 = await tileValue(page, 'Visits').textContent();
  expect(Number(visits30?.replace(/\D/g, ''))).toBeGreaterThan(0);

  await page.getByText('7 days', { exact: true }).click();
  await expect(page).toHaveURL(/\?period=7$/);
  await expect(tileValue(page, 'Visits')).not.toHaveText(visits30!);
  const reviews7 = Number((await tileValue(page, 'Reviews').textContent())?.replace(/\D/g, ''));

  const visitsChart = page.locator('figure').filter({ hasText: 'Visits of new and returning customers' });
  await visitsChart.getByRole('button', { name: 'Show as table' }).click();
  const table = visitsChart.getByRole('table');
  await expect(table).toBeVisible();
  // The header and a row per day.
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThanOrEqual(8);
  await expect(table.getByRole('cell').filter({ hasText: /^\d+$/ }).first()).toBeVisible();

  const csv = await download(page, 'Reviews (CSV)');
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const records = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(records[0]).toBe(
    'Date,Reviewer,Overall,Food,Price,Atmosphere,Service,Title,Description,Table,Status',
  );
  expect(records).toHaveLength(1 + reviews7);

  // Starter: the PDF is offered as an upgrade, not as a button.
  await expect(page.getByRole('button', { name: 'PDF report' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/dashboard/profile/plans',
  );
});

test('il report in italiano: periodo, tabella e CSV', async ({ page }) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.goto('/dashboard/report?period=90&lng=it');
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '90 giorni' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Clienti abituali', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mostra come tabella' }).first().click();
  await expect(page.getByRole('table').first()).toBeVisible();
  const csv = await download(page, 'Recensioni (CSV)');
  expect(csv.subarray(3).toString('utf8')).toMatch(/^Data,Autore,Complessiva,/);
});

test('a pro venue downloads the PDF report, with its name in the text', async ({ page }) => {
  await openReport(page, DEMO_USERS.multi);
  if (!(await switcher(page).getAttribute('aria-label'))?.endsWith('Sushi Zen Milano')) {
    await switcher(page).click();
    await page.getByRole('button', { name: /^Sushi Zen Milano/ }).click();
  }
  await expect(switcher(page)).toHaveAccessibleName('Current restaurant: Sushi Zen Milano');
  const pdf = await download(page, 'PDF report');
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(await pdfText(pdf)).toContain('Sushi Zen Milano');
});

for (const lng of ['en', 'it'] as const) {
  for (const width of [375, 1366] as const) {
    test(`report, notifications and unsubscribe screens pass axe, ${lng} at ${width} px`, async ({
      browser,
    }, testInfo) => {
      // Several screens, each scanned by axe once it holds still.
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
      await page.goto(`/dashboard/report?lng=${lng}`);
      await page.locator('figure').first().scrollIntoViewIfNeeded();
      await expect(page.locator('figure .recharts-bar-rectangle').first()).toBeVisible();
      await checkScreen(page, testInfo, `report-${lng}-${width}`);
      await page
        .getByRole('button', { name: lng === 'en' ? 'Show as table' : 'Mostra come tabella' })
        .first()
        .click();
      await checkScreen(page, testInfo, `report-table-${lng}-${width}`);
      await page.goto(`/dashboard/profile/notifications?lng=${lng}`);
      await expect(page.getByRole('region', { name: 'Osteria del Porto' })).toBeVisible();
      await checkScreen(page, testInfo, `notifications-${lng}-${width}`);
      await context.close();

      const signedOut = await browser.newContext({ viewport: { width, height: 900 } });
      const reader = await signedOut.newPage();
      await reader.goto(`/unsubscribe?token=not-a-token&lng=${lng}`);
      await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
      await checkScreen(reader, testInfo, `unsubscribe-invalid-${lng}-${width}`);
      await signedOut.close();
    });
  }
}
