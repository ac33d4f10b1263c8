import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { emailField, passwordField } from './support/auth';
import { checkScreen } from './support/axe';
import { apiOf, expect, makeOwner, test } from './support/owners';
import { APP_URL } from './support/stack';

/*
 * A venue person's rights over their own account: an owner alone on their venue downloads their data,
 * then deletes the account; the venue's wall goes offline and someone else can claim the venue. One test
 * per language, one at a phone's width and one at a laptop's, every screen through axe.
 */

const TEXTS = {
  en: {
    signIn: 'Sign in',
    profile: 'Profile',
    section: 'Your data',
    prepare: 'Prepare my data',
    download: 'Download my data (JSON)',
    open: 'Delete my account',
    dialog: 'Delete your account?',
    closes: 'closes, because you are the only person on it',
    password: 'Your password',
    confirm: 'Delete my account for good',
    done: 'Your account has been deleted.',
  },
  it: {
    signIn: 'Accedi',
    profile: 'Profilo',
    section: 'I tuoi dati',
    prepare: 'Prepara i miei dati',
    download: 'Scarica i miei dati (JSON)',
    open: 'Elimina il mio account',
    dialog: 'Eliminare il tuo account?',
    closes: 'chiude, perché sei l’unica persona che ci lavora',
    password: 'La tua password',
    confirm: 'Elimina definitivamente il mio account',
    done: 'Il tuo account è stato eliminato.',
  },
} as const;

/** Signs in through the form, which speaks the browser's language. */
async function signIn(page: Page, lng: 'en' | 'it', email: string, password: string) {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[lng].signIn })).toBeVisible();
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('main').getByRole('button', { name: TEXTS[lng].signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

for (const [lng, width] of [
  ['en', 1366],
  ['it', 375],
] as const) {
  test(`an owner downloads their data and deletes their account, and the venue can be claimed again, in ${lng} at ${width} px`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = TEXTS[lng];
    const check = (page: Page, name: string) => checkScreen(page, testInfo, `${name}-${lng}-${width}`);
    const owner = await makeOwner({ language: lng });
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: lng === 'it' ? 'it-IT' : 'en-US',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    try {
      await signIn(page, lng, owner.email, owner.password);
      await page.goto('/dashboard/profile');
      await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
      const section = page.getByRole('region', { name: t.section });

      // The download: asked for, prepared by the server, then offered at its link.
      await section.getByRole('button', { name: t.prepare }).click();
      const link = section.getByRole('link', { name: t.download });
      await expect(link).toBeVisible({ timeout: 30_000 });
      await check(page, 'owner-data-ready');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
        account: { email: string };
        claims: { venue: { id: string }; status: string }[];
        billing: { subscriptions: { plans: string[] }[] } | null;
      };
      expect(file.account.email).toBe(owner.email);
      expect(file.claims).toEqual([
        expect.objectContaining({
          venue: expect.objectContaining({ id: owner.venue.id }),
          status: 'approved',
        }),
      ]);
      expect(file.billing?.subscriptions[0]?.plans).toEqual([owner.plan]);

      // The deletion: what happens to the venue, the password again, then signed out.
      await section.getByRole('button', { name: t.open }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog.getByText(`${owner.venue.name} ${t.closes}`)).toBeVisible();
      await check(page, 'owner-delete-dialog');
      await dialog.getByLabel(t.password).fill(owner.password);
      await dialog.getByRole('button', { name: t.confirm }).click();
      await expect(page.getByText(t.done)).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      await check(page, 'owner-deleted');
    } finally {
      await context.close();
    }

    // The wall is offline, and another person can claim the venue.
    expect((await fetch(`${APP_URL}/v/${owner.venue.slug}`)).status).toBe(404);
    const next = await apiOf(await makeOwner({ language: lng }));
    const place = await next.call<{ already_verified: boolean }>(`/places/${owner.venue.id}`);
    expect(place.already_verified).toBe(false);
    const claimed = await next.call<{ status: string }[]>('/places/claim', 'POST', {
      companyName: 'Nuova Gestione S.r.l.',
      vat: 'IT01234567890',
      phone_number: '+39 02 7654321',
      pec: 'nuova@pec.example.test',
      address: 'Via Nuova 2, Milano',
      role: 'owner',
      ownership_confirmed: true,
      place_ids: [owner.venue.id],
    });
    expect(claimed.map((claim) => claim.status)).toEqual(['pending']);
  });
}
