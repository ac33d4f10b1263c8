import { randomUUID } from 'node:crypto';
import { createFirebaseAuth } from '../../src/plugins/app/auth';
import { loadEnv } from '../../src/config/env';

export const TEST_PASSWORD = 'Secret123!';

export function testAuth() {
  return createFirebaseAuth(loadEnv());
}

export type TestUser = { uid: string; email: string; token: string };

/** A real account in the emulator, signed in through its REST API, with a real ID token. */
export async function createTestUser(
  options: { admin?: boolean; verified?: boolean; email?: string } = {},
): Promise<TestUser> {
  const auth = testAuth();
  const email = options.email ?? `user-${randomUUID()}@test.example`;
  const user = await auth.createUser({
    email,
    password: TEST_PASSWORD,
    emailVerified: options.verified ?? true,
  });
  if (options.admin) await auth.setCustomUserClaims(user.uid, { admin: true });
  return { uid: user.uid, email, token: await signIn(email, TEST_PASSWORD) };
}

export async function signIn(email: string, password: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** The same token with its expiry moved into the past. Emulator tokens are unsigned, so this stays well-formed. */
export function expire(token: string): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, number>;
  const past = Math.floor(Date.now() / 1000) - 7200;
  const expired = { ...claims, iat: past - 3600, auth_time: past - 3600, exp: past };
  return `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}.`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A guest of the capture page: an anonymous account of the emulator, as signInAnonymously makes. */
export async function createGuest(): Promise<{ uid: string; token: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`anonymous sign-up failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, token: body.idToken };
}
