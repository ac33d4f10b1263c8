import type { Browser, Page } from '@playwright/test';
import { checkScreen } from './support/axe';
import { signInWithPassword } from './support/auth';
import { apiOf, expect, test } from './support/owners';

/*
 * The whole loop of a mission, as its people meet it, in both languages at a phone's and a laptop's width:
 * the owner launches one from a template, a guest in a browser of their own takes part and gets a pass, a
 * waiter redeems it through a counter link on a phone by typing its code, the summary counts the visit,
 * and the same pass is refused the second time. Every screen goes through axe. Each run has a venue of its
 * own, so that the summary's new customer is this run's redemption and no other test's.
 */

const TEXTS = {
  en: {
    newMission: 'New mission',
    template: /^Bring a friend/,
    title: 'Title',
    launch: 'Launch the mission',
    name: 'Your first name',
    takePart: 'Take part',
    pass: 'Your pass',
    code: 'Pass code',
    check: 'Check the code',
    valid: 'Valid pass',
    bill: 'Bill amount (€)',
    redeem: 'Redeem',
    redeemed: 'Redeemed',
    used: 'Already used',
    summary: 'Summary',
    value: 'Estimated value generated',
    customers: 'New customers',
  },
  it: {
    newMission: 'Nuova missione',
    template: /^Porta un amico/,
    title: 'Titolo',
    launch: 'Lancia la missione',
    name: 'Il tuo nome',
    takePart: 'Partecipa',
    pass: 'Il tuo pass',
    code: 'Codice del pass',
    check: 'Controlla il codice',
    valid: 'Pass valido',
    bill: 'Importo del conto (€)',
    redeem: 'Convalida',
    redeemed: 'Convalidato',
    used: 'Già usato',
    summary: 'Riepilogo',
    value: 'Valore stimato generato',
    customers: 'Nuovi clienti',
  },
} as const;

// Reviews of its own, so that the summary shows its figures from the start rather than its empty state.
test.use({ ownerOptions: { reviews: 4 } });

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The summary's estimated value in cents and its new customers, as the owner reads them. */
async function figures(page: Page, t: (typeof TEXTS)['en' | 'it']) {
  await page.goto('/dashboard/summary');
  await expect(page.getByRole('heading', { level: 1, name: t.summary })).toBeVisible();
  const value = card(page, t.value).locator('.text-3xl');
  const customers = card(page, t.customers).locator('.text-3xl');
  await expect(value).toBeVisible();
  await expect(customers).toBeVisible();
  return {
    valueCents: Number((await value.innerText()).replace(/\D/g, '')),
    newCustomers: Number(await customers.innerText()),
  };
}

async function contextFor(browser: Browser, width: number, lng: 'en' | 'it') {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  // ?lng= chooses the language, which the app then keeps for the pages that follow.
  const inLanguage = (path: string) => {
    const url = new URL(path, 'http://app');
    url.searchParams.set('lng', lng);
    return `${url.pathname}${url.search}${url.hash}`;
  };
  return { context, page, inLanguage };
}

for (const lng of ['en', 'it'] as const) {
  for (const width of [375, 1366] as const) {
    test(`a mission from its template to the counter, in ${lng} at ${width} px`, async ({
      browser,
      owner: made,
    }, testInfo) => {
      // Three people (the owner, a guest, a waiter at the counter) and the summary before and after.
      test.setTimeout(180_000);
      const t = TEXTS[lng];
      const check = (page: Page, name: string) => checkScreen(page, testInfo, `${name}-${lng}-${width}`);
      const title = `${lng === 'it' ? 'Porta un amico' : 'Bring a friend'} ${width} ${Date.now()}`;
      const owner = await apiOf(made);
      let missionId = '';
      const owners = await contextFor(browser, width, lng);
      try {
        // The owner launches the mission from a template.
        const ownerPage = owners.page;
        await signInWithPassword(ownerPage, made.email, made.password);
        await ownerPage.goto(owners.inLanguage('/dashboard/summary'));
        const before = await figures(ownerPage, t);
        await ownerPage.goto('/dashboard/missions');
        await ownerPage.getByRole('button', { name: t.newMission }).first().click();
        await ownerPage.getByRole('button', { name: t.template }).click();
        await ownerPage.getByRole('textbox', { name: new RegExp(`^${t.title}`) }).fill(title);
        await check(ownerPage, 'mission-form');
        await ownerPage.getByRole('button', { name: t.launch }).click();
        await expect(ownerPage.getByRole('heading', { name: title })).toBeVisible();
        await check(ownerPage, 'missions-list');

        const missions = await owner.call<{ id: string; title: string; code: string }[]>(
          `/places/missions?id=${owner.venue.id}`,
        );
        const mission = missions.find((candidate) => candidate.title === title);
        if (!mission) throw new Error(`the mission "${title}" was not launched`);
        missionId = mission.id;
        const link = await owner.call<{ url: string }>(`/places/counter-links?id=${owner.venue.id}`, 'POST', {
          label: `Bar ${lng} ${width}`,
        });

        // A guest, in a browser of their own, takes part from the mission's link.
        const guest = await contextFor(browser, 375, lng);
        await guest.page.goto(guest.inLanguage(`/m/${mission.code}`));
        await expect(guest.page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(guest.page, 'mission-page');
        await guest.page.getByLabel(t.name).fill('Giulia');
        await guest.page.getByRole('button', { name: t.takePart, exact: true }).click();
        const pass = guest.page.getByRole('region', { name: t.pass });
        await expect(pass.getByText(t.code)).toBeVisible();
        const code = (await pass.locator('.font-mono').innerText()).replace(/\s/g, '');
        expect(code).toMatch(/^[A-Z0-9]{8}$/);
        await check(guest.page, 'mission-pass');
        await guest.context.close();

        // A waiter redeems it through the counter link, on a phone, by typing the code.
        const waiter = await contextFor(browser, 375, lng);
        await waiter.page.goto(waiter.inLanguage(`/counter${new URL(link.url).hash}`));
        await waiter.page.getByLabel(t.code).fill(code);
        await waiter.page.getByRole('button', { name: t.check }).click();
        await expect(waiter.page.getByRole('heading', { name: t.valid })).toBeVisible();
        await check(waiter.page, 'counter-valid');
        await waiter.page.getByLabel(t.bill, { exact: false }).fill('42');
        await waiter.page.getByRole('button', { name: t.redeem, exact: true }).click();
        await expect(waiter.page.getByRole('heading', { name: t.redeemed })).toBeVisible();
        await check(waiter.page, 'counter-redeemed');

        // The same pass, a second time: refused, with when it was used.
        await waiter.page.goto(`/counter`);
        await waiter.page.getByLabel(t.code).fill(code);
        await waiter.page.getByRole('button', { name: t.check }).click();
        await expect(waiter.page.getByRole('heading', { name: t.used })).toBeVisible();
        await expect(waiter.page.getByRole('button', { name: t.redeem, exact: true })).toHaveCount(0);
        await waiter.context.close();

        // The summary counts the visit: a new customer, at the bill. Its missions card shows the new
        // mission's long title without widening the page.
        const after = await figures(ownerPage, t);
        await check(ownerPage, 'summary-after');
        expect(after.newCustomers).toBe(before.newCustomers + 1);
        expect(after.valueCents).toBe(before.valueCents + 4200);
      } finally {
        await owners.context.close();
        if (missionId) await owner.end(missionId);
      }
    });
  }
}
