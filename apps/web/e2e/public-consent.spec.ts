import type { Browser, Page } from '@playwright/test';
import { checkScreen } from './support/axe';
import { recordPublicReview } from './support/guest';
import { apiOf, expect, test } from './support/owners';
import { APP_URL } from './support/stack';

/*
 * A guest records a review at the table and ticks the optional public box; its poster is then public. From
 * the private link on the thank-you screen, the guest stops showing it publicly: the page says the review
 * is private, and the public poster URL stops answering. In both languages, at a phone's and a laptop's
 * width, every screen through axe.
 */

const TEXTS = {
  en: {
    page: 'Your review',
    shown: 'Shown publicly',
    stopPublic: 'Stop showing it publicly',
    confirm: 'Yes, make it private',
    nowPrivate: 'Your review is now private.',
  },
  it: {
    page: 'La tua recensione',
    shown: 'Visibile pubblicamente',
    stopPublic: 'Non mostrarla più pubblicamente',
    confirm: 'Sì, rendila privata',
    nowPrivate: 'Ora la tua recensione è privata.',
  },
} as const;

/** The status of the public poster URL, asked as any other site would, without the guest's cookies. */
const posterStatus = async (reviewId: string) =>
  (await fetch(`${APP_URL}/media/public/${reviewId}/poster.jpg`)).status;

async function guestPage(browser: Browser, width: number, lng: 'en' | 'it'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: lng === 'it' ? 'it-IT' : 'en-US',
  });
  return context.newPage();
}

for (const lng of ['en', 'it'] as const) {
  for (const width of [375, 1366] as const) {
    test(`a guest shows a review publicly, then takes it back from the private link, in ${lng} at ${width} px`, async ({
      browser,
      owner,
    }, testInfo) => {
      const t = TEXTS[lng];
      const check = (page: Page, name: string) => checkScreen(page, testInfo, `${name}-${lng}-${width}`);
      const api = await apiOf(owner);
      const [code] = await api.call<{ code: string }[]>(`/places/${owner.venue.id}/review-codes`);
      if (!code) throw new Error(`${owner.venue.name} has no review code`);
      const title = `${lng === 'it' ? 'Pubblica' : 'Public'} ${width} ${Date.now()}`;

      const guest = await guestPage(browser, width, lng);
      try {
        const recorded = await recordPublicReview(
          guest,
          { code: code.code, lng, title },
          {
            onFilled: () => check(guest, 'capture-form-public'),
            onPublished: () => check(guest, 'capture-thanks-public'),
          },
        );
        const { privateLink, reviewId } = recorded;
        expect(await posterStatus(reviewId)).toBe(200);

        // The private link, as the guest opens it later.
        await guest.goto(privateLink);
        await expect(guest.getByRole('heading', { level: 1, name: t.page })).toBeVisible();
        await expect(guest.getByText(title, { exact: false })).toBeVisible();
        const shown = guest.getByRole('region', { name: t.shown });
        await check(guest, 'private-link-public');
        await shown.getByRole('button', { name: t.stopPublic }).click();
        await expect(shown.getByRole('button', { name: t.confirm })).toBeVisible();
        await check(guest, 'private-link-confirm');
        await shown.getByRole('button', { name: t.confirm }).click();
        await expect(guest.getByRole('status')).toHaveText(new RegExp(`^${t.nowPrivate}`));
        await expect(shown).toHaveCount(0);
        await check(guest, 'private-link-private');

        // No cache stands between the server and this fetch: the public URL stops at once.
        expect(await posterStatus(reviewId)).toBe(404);
      } finally {
        await guest.context().close();
      }
    });
  }
}
