import type { Browser, Page } from '@playwright/test';
import { checkScreen } from './support/axe';
import { recordPublicReview } from './support/guest';
import { apiOf, expect, test } from './support/owners';
import { APP_URL } from './support/stack';

/*
 * A guest's data rights: the capture page links the privacy notice, which the server draws in the guest's
 * language; later, from the private link, the guest reads what we hold about them and erases everything.
 * In both languages, at a phone's and a laptop's width, every screen through axe.
 */

const TEXTS = {
  en: {
    privacy: 'Privacy notice',
    retention: 'How long we keep it',
    card: 'What we hold about you',
    show: 'Show what we hold',
    erase: 'Erase everything',
    confirm: 'Yes, erase everything',
    done: 'Everything has been erased',
  },
  it: {
    privacy: 'Informativa sulla privacy',
    retention: 'Per quanto tempo li conserviamo',
    card: 'Cosa conserviamo su di te',
    show: 'Mostra cosa conserviamo',
    erase: 'Cancella tutto',
    confirm: 'Sì, cancella tutto',
    done: 'Abbiamo cancellato tutto',
  },
} as const;

async function guestPage(browser: Browser, width: number, lng: 'en' | 'it'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: lng === 'it' ? 'it-IT' : 'en-US',
  });
  return context.newPage();
}

for (const lng of ['en', 'it'] as const) {
  for (const width of [375, 1366] as const) {
    test(`a guest reads the privacy notice, then sees and erases what we hold, in ${lng} at ${width} px`, async ({
      browser,
      owner,
    }, testInfo) => {
      const t = TEXTS[lng];
      const check = (page: Page, name: string) => checkScreen(page, testInfo, `${name}-${lng}-${width}`);
      const api = await apiOf(owner);
      const [code] = await api.call<{ code: string }[]>(`/places/${owner.venue.id}/review-codes`);
      if (!code) throw new Error(`${owner.venue.name} has no review code`);
      const title = `${lng === 'it' ? 'Cancella' : 'Erase'} ${width} ${Date.now()}`;

      const guest = await guestPage(browser, width, lng);
      try {
        // The notice, from the capture page, before anything is recorded.
        await guest.goto(`/r/${code.code}?lng=${lng}`);
        await guest.getByRole('link', { name: t.privacy }).click();
        await expect(guest).toHaveURL(new RegExp(`/privacy\\?lng=${lng}$`));
        await expect(guest.getByRole('heading', { level: 1, name: t.privacy })).toBeVisible();
        await expect(guest.getByRole('heading', { name: t.retention })).toBeVisible();
        await check(guest, 'privacy-notice');

        const { privateLink, reviewId } = await recordPublicReview(guest, { code: code.code, lng, title });

        await guest.goto(privateLink);
        const card = guest.getByRole('region', { name: t.card });
        await card.getByRole('button', { name: t.show }).click();
        await expect(card.getByText(title, { exact: false })).toBeVisible();
        await check(guest, 'guest-data');
        await card.getByRole('button', { name: t.erase }).click();
        await expect(card.getByRole('button', { name: t.confirm })).toBeVisible();
        await check(guest, 'guest-data-confirm');
        await card.getByRole('button', { name: t.confirm }).click();
        await expect(guest.getByRole('heading', { name: t.done })).toBeVisible();
        await check(guest, 'guest-data-erased');

        // The review is gone everywhere: its public poster and the private link answer nothing.
        expect((await fetch(`${APP_URL}/media/public/${reviewId}/poster.jpg`)).status).toBe(404);
      } finally {
        await guest.context().close();
      }
    });
  }
}
