import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { checkScreen } from './support/axe';
import { takePass } from './support/missions';
import { apiOf, test } from './support/owners';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

/*
 * What staff do for people from the back office, in both languages, at a phone's and a laptop's width:
 * disable an owner's account (their open session ends, and they cannot sign in) and enable it again; and,
 * for a guest who lost their private link, export their data from a pass code and erase it. Every screen
 * goes through axe.
 */

const TEXTS = {
  en: {
    locale: 'en-US',
    signIn: 'Sign in',
    logout: 'Logout',
    password: 'Password',
    accounts: 'Accounts',
    email: 'Sign-in email',
    find: 'Find',
    active: 'Active',
    disabled: 'Disabled',
    disable: 'Disable account',
    enable: 'Enable account',
    disableTitle: (name: string) => `Disable the account of ${name}`,
    enableTitle: (name: string) => `Enable the account of ${name}`,
    reason: 'Reason',
    disabledToast: (name: string) => `The account of ${name} is disabled: their sessions are ending.`,
    enabledToast: (name: string) => `The account of ${name} is enabled again.`,
    refused: 'This account has been disabled. Please contact support.',
    guests: "Guests' data requests",
    subject: 'Review id or pass code',
    export: 'Export their data',
    erase: 'Erase everything',
    exportTitle: "Export this guest's data",
    eraseTitle: 'Erase everything about this guest',
    exported: 'Data of Giulia: 0 reviews, 1 pass and 0 visits.',
    download: 'Download the file (JSON)',
    erased: /^Erased: 0 reviews and 1 pass deleted/,
    notFound: 'No guest has this review id or pass code.',
  },
  it: {
    locale: 'it-IT',
    signIn: 'Accedi',
    logout: 'Esci',
    password: 'Password',
    accounts: 'Account',
    email: 'Email di accesso',
    find: 'Cerca',
    active: 'Attivo',
    disabled: 'Disattivato',
    disable: 'Disattiva account',
    enable: 'Riattiva account',
    disableTitle: (name: string) => `Disattiva l'account di ${name}`,
    enableTitle: (name: string) => `Riattiva l'account di ${name}`,
    reason: 'Motivo',
    disabledToast: (name: string) =>
      `L'account di ${name} è disattivato: le sue sessioni si stanno chiudendo.`,
    enabledToast: (name: string) => `L'account di ${name} è di nuovo attivo.`,
    refused: "Questo account è stato disattivato. Contatta l'assistenza.",
    guests: 'Richieste degli ospiti sui propri dati',
    subject: 'Id della recensione o codice del pass',
    export: 'Esporta i suoi dati',
    erase: 'Cancella tutto',
    exportTitle: 'Esporta i dati di questo ospite',
    eraseTitle: 'Cancella tutto ciò che riguarda questo ospite',
    exported: 'Dati di Giulia: 0 recensioni, 1 pass e 0 visite.',
    download: 'Scarica il file (JSON)',
    erased: /^Cancellazione completata\. Eliminati: 0 recensioni, 1 pass\./,
    notFound: 'Nessun ospite ha questo id di recensione o codice pass.',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

async function windowOf(browser: Browser, t: Texts, width: number): Promise<Page> {
  const context = await browser.newContext({ locale: t.locale, viewport: { width, height: 900 } });
  return context.newPage();
}

async function signIn(page: Page, t: Texts, email: string, password: string): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: t.signIn, exact: true }).click();
}

async function backOffice(browser: Browser, t: Texts, width: number): Promise<Page> {
  const staff = await windowOf(browser, t, width);
  await signIn(staff, t, DEMO_USERS.admin, DEMO_PASSWORD);
  await expect(staff.getByRole('button', { name: t.logout, exact: true })).toBeVisible();
  await staff.goto('/admin');
  return staff;
}

/** Writes the reason in the dialog of that name and confirms with the dialog's own button. */
async function confirmWithReason(page: Page, title: string, confirm: string, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: /./ }).fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

for (const [lng, width] of [
  ['it', 375],
  ['en', 1366],
] as const) {
  const t = TEXTS[lng];
  const check = (page: Page, testInfo: TestInfo, name: string) =>
    checkScreen(page, testInfo, `staff-${name}-${lng}-${width}`);

  test(`staff disable an owner's account, which ends their session, then enable it, in ${lng} at ${width} px`, async ({
    browser,
    owner,
  }, testInfo) => {
    // Two windows, one of them the whole back office, each screen through axe: slow on a loaded machine.
    test.setTimeout(180_000);
    const ownerPage = await windowOf(browser, t, width);
    const staff = await backOffice(browser, t, width);
    try {
      await signIn(ownerPage, t, owner.email, owner.password);
      await expect(ownerPage.getByRole('button', { name: t.logout, exact: true })).toBeVisible();

      const accounts = staff.getByRole('region', { name: t.accounts, exact: true });
      await accounts.getByRole('textbox', { name: t.email }).fill(owner.email);
      await accounts.getByRole('button', { name: t.find, exact: true }).click();
      await expect(accounts.getByText(owner.venue.name)).toBeVisible();
      await expect(accounts.getByText(t.active, { exact: true })).toBeVisible();
      await accounts.scrollIntoViewIfNeeded();
      await check(staff, testInfo, 'account');

      await accounts.getByRole('button', { name: t.disable, exact: true }).click();
      const name = owner.display_name;
      await expect(staff.getByRole('dialog', { name: t.disableTitle(name) })).toBeVisible();
      await check(staff, testInfo, 'account-disable-dialog');
      await confirmWithReason(
        staff,
        t.disableTitle(name),
        t.disable,
        'Password rubata, segnalata dal titolare.',
      );
      await expect(staff.getByText(t.disabledToast(name))).toBeVisible();
      await expect(accounts.getByText(t.disabled, { exact: true })).toBeVisible();

      // The owner's open session ends: their next screen is the sign-in, where the account is refused.
      await ownerPage.reload();
      await expect(ownerPage).toHaveURL(/\/login/);
      await signIn(ownerPage, t, owner.email, owner.password);
      await expect(ownerPage.getByText(t.refused)).toBeVisible();
      await check(ownerPage, testInfo, 'disabled-sign-in');

      await accounts.getByRole('button', { name: t.enable, exact: true }).click();
      await confirmWithReason(staff, t.enableTitle(name), t.enable, 'Identità verificata al telefono.');
      await expect(staff.getByText(t.enabledToast(name))).toBeVisible();
      await signIn(ownerPage, t, owner.email, owner.password);
      await expect(ownerPage.getByRole('button', { name: t.logout, exact: true })).toBeVisible();
    } finally {
      await Promise.all([ownerPage, staff].map((page) => page.context().close()));
    }
  });

  test(`staff export and erase a guest's data from a pass code, in ${lng} at ${width} px`, async ({
    browser,
    owner,
  }, testInfo) => {
    test.setTimeout(180_000);
    const api = await apiOf(owner);
    const day = 24 * 60 * 60 * 1000;
    const mission = await api.call<{ code: string }>(`/places/missions?id=${api.venue.id}`, 'POST', {
      title: `Spritz ${width} ${Date.now()}`,
      description: 'Passa a trovarci dopo il lavoro.',
      reward: 'Uno spritz in omaggio',
      conditions: 'Uno per tavolo.',
      starts_at: new Date(Date.now() - day).toISOString(),
      deadline: new Date(Date.now() + 30 * day).toISOString(),
    });
    const pass = await takePass(mission.code);

    const staff = await backOffice(browser, t, width);
    try {
      const guests = staff.getByRole('region', { name: t.guests });
      await guests.getByRole('textbox', { name: t.subject }).fill(pass.code.toLowerCase());
      await guests.getByRole('button', { name: t.export, exact: true }).click();
      await confirmWithReason(staff, t.exportTitle, t.export, 'Email dell’ospite del 3 marzo.');
      await expect(guests.getByText(t.exported)).toBeVisible();
      const [download] = await Promise.all([
        staff.waitForEvent('download'),
        guests.getByRole('button', { name: t.download }).click(),
      ]);
      const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
        name: string;
        passes: { code: string }[];
      };
      expect(file.name).toBe('Giulia');
      expect(file.passes.map((held) => held.code)).toEqual([pass.code]);
      await guests.scrollIntoViewIfNeeded();
      await check(staff, testInfo, 'guest-export');

      await guests.getByRole('button', { name: t.erase, exact: true }).click();
      await expect(staff.getByRole('dialog', { name: t.eraseTitle })).toBeVisible();
      await check(staff, testInfo, 'guest-erase-dialog');
      await confirmWithReason(staff, t.eraseTitle, t.erase, 'Email dell’ospite del 3 marzo.');
      await expect(guests.getByText(t.erased)).toBeVisible();
      await check(staff, testInfo, 'guest-erased');

      // Erased: the code leads to no one any more.
      await guests.getByRole('button', { name: t.export, exact: true }).click();
      await confirmWithReason(staff, t.exportTitle, t.export, 'Verifica dopo la cancellazione.');
      await expect(staff.getByText(t.notFound)).toBeVisible();
    } finally {
      await staff.context().close();
    }
  });
}
