import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { checkScreen } from './support/axe';
import { signInWithPassword } from './support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

const SAMPLE_VIDEO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/assets/demo-videos/clip-2.mp4',
);

const LANGUAGES = [
  { lng: 'en', studio: 'QR code', record: 'Record a video', choose: 'Choose a video' },
  { lng: 'it', studio: 'Codice QR', record: 'Registra un video', choose: 'Scegli un video' },
] as const;
const WIDTHS = [375, 1366] as const;

let reviewLink = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.goto('/dashboard/qrcode');
  reviewLink =
    (
      await page
        .getByText(/\/r\/[A-Za-z0-9_-]{22}$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  await page.close();
});

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`the QR studio and the capture page, ${language.lng} at ${width} px`, async ({
      browser,
    }, testInfo) => {
      expect(reviewLink).toMatch(/\/r\//);
      const ownerContext = await browser.newContext({ viewport: { width, height: 900 } });
      const owner = await ownerContext.newPage();
      await signInWithPassword(owner, DEMO_USERS.owner, DEMO_PASSWORD);
      await owner.goto(`/dashboard/qrcode?lng=${language.lng}`);
      await expect(owner.getByRole('heading', { level: 1, name: language.studio })).toBeVisible();
      await expect(owner.getByRole('img').first()).toBeVisible();
      await checkScreen(owner, testInfo, `studio-${language.lng}-${width}`);
      await ownerContext.close();

      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const guest = await context.newPage();
      await guest.goto(`${reviewLink}?lng=${language.lng}`);
      await expect(guest.getByRole('button', { name: language.record })).toBeVisible();
      await checkScreen(guest, testInfo, `capture-start-${language.lng}-${width}`);
      await guest.getByLabel(language.choose).setInputFiles(SAMPLE_VIDEO);
      // The required consent and the optional public display.
      await expect(guest.getByRole('checkbox')).toHaveCount(2);
      await expect(guest.getByRole('checkbox').first()).toBeVisible();
      await checkScreen(guest, testInfo, `capture-form-${language.lng}-${width}`);
      await context.close();
    });
  }
}
