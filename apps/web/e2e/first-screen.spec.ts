import { expect, test } from '@playwright/test';
import { APP_URL, AUTH_EMULATOR_URL, DEMO_PASSWORD, DEMO_USERS, EMULATOR_API_KEY } from './support/stack';

// The sign-in screens and the capture page's start screen come drawn in their HTML, in the visitor's
// language: a phone on a weak link shows them before any script has arrived.

const LANGUAGES = [
  {
    lng: 'en',
    locale: 'en-US',
    signIn: 'Sign in',
    reset: 'Reset password',
    record: 'Record a video',
    invalidEmail: 'Enter a valid email address',
  },
  {
    lng: 'it',
    locale: 'it-IT',
    signIn: 'Accedi',
    reset: 'Reimposta la password',
    record: 'Registra un video',
    invalidEmail: 'Inserisci un indirizzo email valido',
  },
] as const;

/** An active review code of the owner's venue, read through the API as the owner. */
async function ownerReviewCode(): Promise<string> {
  const signIn = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const get = async <T>(path: string) => {
    const response = await fetch(`${APP_URL}/api${path}`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    return ((await response.json()) as { data: T }).data;
  };
  const claims = await get<{ status: string; restaurant: { id: string } }[]>('/places/claim');
  const placeId = claims.find((claim) => claim.status === 'approved')?.restaurant.id;
  const codes = await get<{ code: string; revoked_at: string | null }[]>(`/places/${placeId}/review-codes`);
  const code = codes.find((candidate) => candidate.revoked_at === null)?.code;
  if (!code) throw new Error('the owner has no active review code');
  return code;
}

let code = '';

test.beforeAll(async () => {
  code = await ownerReviewCode();
});

for (const language of LANGUAGES) {
  test(`without JavaScript, sign-in, password reset and the capture page show their screen, ${language.lng}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: language.locale });
    const page = await context.newPage();

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language.lng);
    await expect(page.getByRole('heading', { level: 1, name: language.signIn, exact: true })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: language.reset, exact: true })).toBeVisible();

    // The capture page's HTML knows the venue from the code.
    await page.goto(`/r/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Osteria del Porto' })).toBeVisible();
    await expect(page.getByRole('button', { name: language.record })).toBeVisible();
    await context.close();
  });

  test(`a sign-in sent before its script has loaded waits for it, and keeps what was typed, ${language.lng}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: language.locale });
    const page = await context.newPage();
    // The page's scripts are held back until the visitor has typed and tried to send the form.
    let releaseScripts: () => void = () => undefined;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });

    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const signIn = page.getByRole('main').getByRole('button', { name: language.signIn, exact: true });
    await expect(signIn).toBeDisabled();
    await email.fill(DEMO_USERS.owner);
    await password.fill(DEMO_PASSWORD);
    await password.press('Enter');
    await signIn.click({ force: true });
    // A native submission would have left by now: nothing did, and the fields keep what was typed.
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/login$/);
    await expect(email).toHaveValue(DEMO_USERS.owner);
    await expect(password).toHaveValue(DEMO_PASSWORD);

    releaseScripts();
    await expect(signIn).toBeEnabled();
    await expect(email).toHaveValue(DEMO_USERS.owner);
    await signIn.click();
    await expect(page).toHaveURL(/\/dashboard\//);
    await context.close();
  });

  test(`React takes the drawn sign-in screen over without an error, ${language.lng}`, async ({ browser }) => {
    const context = await browser.newContext({
      locale: language.locale,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    // Sent before its script has loaded, the form would go to the server and come back empty.
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('main').getByRole('button', { name: language.signIn, exact: true }).click();
    // The field's message comes from the form's script: the screen is live.
    await expect(page.getByText(language.invalidEmail)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
    await context.close();
  });
}
