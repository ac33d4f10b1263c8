import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword } from './support/auth';
import { checkScreen } from './support/axe';
import { launchMissionWithCounter, takePass, writeQrVideo } from './support/missions';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

test.describe.configure({ mode: 'serial' });
let setup: Awaited<ReturnType<typeof launchMissionWithCounter>>;

test.beforeAll(async () => {
  setup = await launchMissionWithCounter(`Spritz night ${Date.now()}`);
});
test.afterAll(async () => {
  await setup.finish();
});

async function lookUp(page: Page, typed: string) {
  await page.getByLabel('Pass code').fill(typed);
  await page.getByRole('button', { name: 'Check the code' }).click();
}

/** The code as a guest might read it out: lower case, a dash in the middle. */
const spoken = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();

test('the owner redeems a typed pass with the bill, undoes it, and the same pass is then used', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const pass = await takePass(setup.missionCode);
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.goto('/dashboard/missions/redeem');
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a pass' })).toBeVisible();
  await expect(page.getByText(setup.venue.name).first()).toBeVisible();

  await lookUp(page, spoken(pass.code));
  await expect(page.getByRole('heading', { name: 'Valid pass' })).toBeVisible();
  await expect(page.getByText('A free spritz')).toBeVisible();
  await checkScreen(page, testInfo, 'redeem-valid');
  await page.getByLabel(/Bill amount/).fill('24,50');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('heading', { name: 'Redeemed' })).toBeVisible();
  await expect(page.getByText('Bill: €24.50')).toBeVisible();
  await expect(page.getByText(/^You can undo it for \d+:\d\d\.$/)).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: 'Valid pass' })).toBeVisible();
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('heading', { name: 'Redeemed' })).toBeVisible();

  await page.getByRole('button', { name: 'Next guest' }).click();
  await lookUp(page, pass.code);
  await expect(page.getByRole('heading', { name: 'Already used' })).toBeVisible();
  await expect(page.getByText(/^This pass was redeemed on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
  await checkScreen(page, testInfo, 'redeem-used');
});

test('a counter link on a phone: no sign-in, no Firebase, the secret off the address, a reload keeps it', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });

  await page.goto(setup.counterPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a pass' })).toBeVisible();
  await expect(page.getByText(setup.venue.name)).toBeVisible();
  await expect(page.getByText('Counter: Bar')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await page.reload();
  await expect(page.getByText(setup.venue.name)).toBeVisible();
  await checkScreen(page, testInfo, 'counter-entry');

  const pass = await takePass(setup.missionCode);
  await lookUp(page, spoken(pass.code));
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('heading', { name: 'Redeemed' })).toBeVisible();
  await expect(page.getByText("New customer: the guest's first visit.", { exact: true })).toBeVisible();
  // checkScreen also fails on a screen that scrolls sideways at the phone's width.
  await checkScreen(page, testInfo, 'counter-redeemed');

  // Firebase Auth talks to identitytoolkit: no script on this page carries it.
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('identitytoolkit'))).toEqual([]);
  await context.close();
});

test('the camera reads the pass QR code (fake camera playing a QR code; jsQR where there is no BarcodeDetector)', async ({
  playwright,
}, testInfo) => {
  const pass = await takePass(setup.missionCode);
  const video = path.join(testInfo.outputDir, 'pass-qr.y4m');
  mkdirSync(testInfo.outputDir, { recursive: true });
  writeQrVideo(video, pass.url);
  const launched = await playwright.chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await launched.newContext({
      locale: 'en-US',
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(setup.counterPath);
    await page.getByRole('button', { name: 'Scan the QR code' }).click();
    await expect(page.getByRole('heading', { name: 'Valid pass' })).toBeVisible();
    await expect(page.getByText(`Pass ${pass.code.slice(0, 4)} ${pass.code.slice(4)}`)).toBeVisible();
  } finally {
    await launched.close();
  }
});

test('a revoked counter link stops working', async ({ page }) => {
  await page.goto(setup.counterPath);
  await expect(page.getByText(setup.venue.name)).toBeVisible();
  await setup.revoke();
  await page.reload();
  await expect(
    page.getByText('This counter link is no longer active; ask the owner for a new one.'),
  ).toBeVisible();
});
