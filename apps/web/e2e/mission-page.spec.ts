import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './support/axe';
import { APP_URL, AUTH_EMULATOR_URL, DEMO_PASSWORD, DEMO_USERS, EMULATOR_API_KEY } from './support/stack';

// A mission's page, as a guest opens it from a poster: drawn in its HTML before any script, then a pass
// taken, kept on the phone, shown again on return and, once the team has redeemed it, shown as used.

const REWARD = 'Uno spritz in omaggio';
const VENUE = 'Osteria del Porto';

type OwnerApi = {
  placeId: string;
  call: (method: string, path: string, body?: unknown) => Promise<Response>;
};

/** The owner of the demo venue, through the API, signed in with the auth emulator. */
async function ownerApi(): Promise<OwnerApi> {
  const signIn = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${APP_URL}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${idToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const claims = (await (await call('GET', '/places/claim')).json()) as {
    data: { status: string; restaurant: { id: string } }[];
  };
  const placeId = claims.data.find((claim) => claim.status === 'approved')?.restaurant.id;
  if (!placeId) throw new Error('the owner has no approved venue');
  return { placeId, call };
}

let owner: OwnerApi;
let missionCode = '';
let missionId = '';

test.beforeAll(async () => {
  owner = await ownerApi();
  const day = 24 * 60 * 60 * 1000;
  const created = await owner.call('POST', `/places/missions?id=${owner.placeId}`, {
    title: 'Aperitivo del giovedì',
    description: 'Passa a trovarci dopo il lavoro.',
    reward: REWARD,
    conditions: 'Uno per tavolo.',
    starts_at: new Date(Date.now() - day).toISOString(),
    deadline: new Date(Date.now() + 30 * day).toISOString(),
  });
  if (created.status !== 201) throw new Error(`mission refused: ${created.status} ${await created.text()}`);
  const mission = ((await created.json()) as { data: { id: string; code: string } }).data;
  missionCode = mission.code;
  missionId = mission.id;
});

// The demo venue's plan runs five missions at once, and the suite's specs each launch their own.
test.afterAll(async () => {
  await owner.call('POST', `/places/missions/${missionId}/end?id=${owner.placeId}`);
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('without JavaScript, the page shows the offer and the venue, in Italian', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(`/m/${missionCode}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page).toHaveTitle(`${REWARD} · ${VENUE}`);
  await expect(page.getByRole('heading', { level: 1, name: VENUE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: REWARD })).toBeVisible();
  await expect(page.getByText('Per tutti gli ospiti')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Partecipa' })).toBeVisible();
  await expect(page.locator('script#mission')).toHaveCount(1);
  await context.close();
});

test('a guest takes part, keeps the pass on the phone, and sees it used once redeemed', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));

  await page.goto(`/m/${missionCode}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 2, name: REWARD })).toBeVisible();
  // The page came with its mission: the script does not ask for it again.
  expect(requests).not.toContain(`/api/missions/${missionCode}`);
  expect(await page.locator('body').textContent()).not.toMatch(/review/i);
  await checkScreen(page, testInfo, 'mission-offer-375');

  await page.getByLabel(/Your first name/).fill('Giulia');
  await page.getByRole('button', { name: 'Take part' }).click();
  await expect(page.getByRole('heading', { name: 'Your pass' })).toBeVisible();
  const code = (await page.getByText(/^[A-Z0-9]{4} [A-Z0-9]{4}$/).textContent()) ?? '';
  await expect(page.getByRole('img', { name: `QR code of pass ${code}` })).toBeVisible();
  await expect(page.getByText('Show this at the counter')).toBeVisible();
  await expect(page.getByText('Ready to use')).toBeVisible();
  await checkScreen(page, testInfo, 'mission-pass-375');

  await page.reload();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText('Ready to use')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take part' })).toHaveCount(0);

  const redeemed = await owner.call(
    'POST',
    `/redeem/passes/${code.replace(' ', '')}?id=${owner.placeId}`,
    {},
  );
  expect(redeemed.status).toBe(201);
  await page.reload();
  await expect(page.getByText(/^Used on /)).toBeVisible();
  await expect(page.getByText('Show this at the counter')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("a pass's link shows that pass; an unknown mission says it does not exist", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`/m/${missionCode}?pass=ACDEFHJK`);
  await expect(page.getByText('ACDE FHJK', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of pass ACDE FHJK' })).toBeVisible();

  for (const unknown of ['Unknown123', 'ab']) {
    await page.goto(`/m/${unknown}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This mission does not exist' })).toBeVisible();
    await expect(page.getByText(/connection/i)).toHaveCount(0);
  }
  expect(errors).toEqual([]);
  await context.close();
});
