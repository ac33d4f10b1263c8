import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startAuthEmulator } from '../../../../scripts/lib/auth-emulator.mjs';
import { loadEnv } from '../../src/config/env';
import { createFirebaseAuth } from '../../src/plugins/app/auth';

export type BenchAuth = {
  /** host:port of the emulator, for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** A verified password account and a real ID token for it, as the web app would get; staff when asked. */
  createUser: (email: string, options?: { admin?: boolean }) => Promise<{ uid: string; token: string }>;
  stop: () => Promise<void>;
};

const PASSWORD = 'Bench1234!';

export async function startBenchAuth(): Promise<BenchAuth> {
  const emulator = await startAuthEmulator({ port: 0, quiet: true });
  // firebase-admin reads this variable itself, in this process and in the server processes.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const auth = createFirebaseAuth(loadEnv({ ...process.env, DATABASE_URL: '' }));

  return {
    host: emulator.host,
    async createUser(email, options = {}) {
      const user = await auth.createUser({ email, password: PASSWORD, emailVerified: true });
      if (options.admin) await auth.setCustomUserClaims(user.uid, { admin: true });
      return { uid: user.uid, token: await signIn(emulator.host, email) };
    },
    async stop() {
      await emulator.stop();
      // Without a dataDir the emulator works in .data/emulator-<port>; nothing there is worth keeping.
      await rm(path.resolve(`.data/emulator-${emulator.host.split(':')[1]}`), {
        recursive: true,
        force: true,
      });
    },
  };
}

async function signIn(host: string, email: string): Promise<string> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** An anonymous guest's ID token from the identity emulator, as the capture page signs guests in. */
export async function guestToken(emulatorHost: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}
