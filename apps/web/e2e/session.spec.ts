import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword, signOut } from './support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

const SESSION_KEY = 'venues.session';
const FIREBASE_CHUNK = /\/assets\/firebase-[^/]+\.js$/;
const TOKEN_ENDPOINT = /\/securetoken\.googleapis\.com\/v1\/token/;

type SavedSession = { idToken: string; refreshToken: string; expiresAt: number };

const savedSession = (page: Page) =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as SavedSession) : null;
  }, SESSION_KEY);

const totalReviews = (page: Page) =>
  page.getByRole('region', { name: 'Total reviews', exact: true }).getByText(/^\d+$/);

test('a returning owner sees the summary before Firebase loads, and signing out ends the saved session', async ({
  page,
  context,
}) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  const saved = await savedSession(page);
  expect(saved?.expiresAt).toBeGreaterThan(Date.now());

  // A cold load in the same browser: the figures come first, Firebase after them.
  const cold = await context.newPage();
  const requested: string[] = [];
  cold.on('request', (request) => requested.push(request.url()));
  await cold.goto('/dashboard/summary');
  await expect(totalReviews(cold)).toBeVisible();
  expect(requested.filter((url) => FIREBASE_CHUNK.test(url))).toEqual([]);
  await cold.waitForRequest(FIREBASE_CHUNK);

  await signOut(cold);
  expect(await savedSession(cold)).toBeNull();
  await cold.goto('/dashboard/summary');
  await expect(cold).toHaveURL(/\/login$/);
});

test("an expired saved token is renewed at Firebase's token endpoint before the first API call", async ({
  page,
  context,
}) => {
  await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? 'null') as SavedSession;
    localStorage.setItem(
      key,
      JSON.stringify({ ...session, idToken: 'expired', expiresAt: Date.now() - 1000 }),
    );
  }, SESSION_KEY);

  const cold = await context.newPage();
  const renewal = cold.waitForResponse((response) => TOKEN_ENDPOINT.test(response.url()));
  await cold.goto('/dashboard/summary');
  expect((await renewal).status()).toBe(200);
  await expect(totalReviews(cold)).toBeVisible();
  const renewed = await savedSession(cold);
  expect(renewed?.idToken).not.toBe('expired');
  expect(renewed?.expiresAt).toBeGreaterThan(Date.now());
});
