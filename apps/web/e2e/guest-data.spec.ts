import type { Browser, Page } from '@playwright/test';
import { checkScreen } from './support/axe';
import { recordPublicReview } from './support/guest';
import { apiOf, expect, test } from './support/owners';
import { APP_URL } from './support/stack';

/*
 * A guest's data rights: the capture page links the privacy notice, which the server draws in the guest's
 * language; later, from the private link, the guest reads what we hold about them and erases everything.
 * A guest who only took part in a mission has the same link, on their pass. In both languages, at a
 * phone's and a laptop's width, every screen through axe.
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
    name: /Your first name/,
    takePart: 'Take part',
    pass: 'Your pass',
    passLine: (code: string, mission: string) => `Pass ${code} for “${mission}”`,
    nothingLeft: 'There is nothing left to show: your data has been erased.',
  },
  it: {
    privacy: 'Informativa sulla privacy',
    retention: 'Per quanto tempo li conserviamo',
    card: 'Cosa conserviamo su di te',
    show: 'Mostra cosa conserviamo',
    erase: 'Cancella tutto',
    confirm: 'Sì, cancella tutto',
    done: 'Abbiamo cancellato tutto',
    name: /Il tuo nome/,
    takePart: 'Partecipa',
    pass: 'Il tuo pass',
    passLine: (code: string, mission: string) => `Pass ${code} per «${mission}»`,
    nothingLeft: "Non c'è più nulla da mostrare: i tuoi dati sono stati cancellati.",
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

for (const [lng, width] of [
  ['it', 375],
  ['en', 1366],
] as const) {
  test(`a guest who only took part in a mission follows their pass's link to what we hold, in ${lng} at ${width} px`, async ({
    browser,
    owner,
  }, testInfo) => {
    const t = TEXTS[lng];
    const check = (page: Page, name: string) => checkScreen(page, testInfo, `${name}-${lng}-${width}`);
    const api = await apiOf(owner);
    const day = 24 * 60 * 60 * 1000;
    const title = `${lng === 'it' ? 'Aperitivo' : 'Aperitif'} ${width} ${Date.now()}`;
    const mission = await api.call<{ code: string }>(`/places/missions?id=${api.venue.id}`, 'POST', {
      title,
      description: 'Passa a trovarci dopo il lavoro.',
      reward: 'Uno spritz in omaggio',
      conditions: 'Uno per tavolo.',
      starts_at: new Date(Date.now() - day).toISOString(),
      deadline: new Date(Date.now() + 30 * day).toISOString(),
    });

    const guest = await guestPage(browser, width, lng);
    try {
      await guest.goto(`/m/${mission.code}`);
      await guest.getByLabel(t.name).fill('Giulia');
      await guest.getByRole('button', { name: t.takePart }).click();
      const pass = guest.getByRole('region', { name: t.pass });
      await expect(pass).toBeVisible();
      const code = ((await pass.getByText(/^[A-Z0-9]{4} [A-Z0-9]{4}$/).textContent()) ?? '').replace(' ', '');
      const link = pass.getByRole('link', { name: t.card });
      await expect(link).toBeVisible();
      await check(guest, 'mission-pass-private-link');
      await link.scrollIntoViewIfNeeded();
      await guest.screenshot({ path: `/tmp/i28c-pass-link-${lng}-${width}.png`, fullPage: true });

      // The link opens what we hold about the guest: no review, their pass.
      await link.click();
      await expect(guest).toHaveURL(/\/r\/withdraw\?guest=[^&]+&expires=\d+&signature=/);
      const held = guest.getByRole('region', { name: t.card });
      await expect(held.getByRole('heading', { level: 1, name: t.card })).toBeVisible();
      await expect(held.getByText(t.passLine(code, title), { exact: false })).toBeVisible();
      await check(guest, 'guest-data-from-pass');
      await guest.screenshot({ path: `/tmp/i28c-guest-data-${lng}-${width}.png`, fullPage: true });

      await held.getByRole('button', { name: t.erase }).click();
      await held.getByRole('button', { name: t.confirm }).click();
      await expect(guest.getByRole('heading', { name: t.done })).toBeVisible();

      // Erased: the same link opens nothing.
      await guest.reload();
      await expect(guest.getByRole('alert')).toHaveText(t.nothingLeft);
      await check(guest, 'guest-data-from-pass-erased');
    } finally {
      await guest.context().close();
    }
  });
}
