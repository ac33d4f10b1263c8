import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInAnonymously,
} from 'firebase/auth/web-extension';
import { env } from '@/config/env';

// firebase/auth/web-extension is the same Auth without the popup, redirect and reCAPTCHA code the guest never
// uses. It is also a module of its own: importing firebase/auth here would move the dashboard's copy out of
// its first-load chunk into one shared with this page, which costs /login about 2 KB of gzip.
// Loaded with import() when the guest starts: Firebase is most of the page's weight and the form shows without it.
// IndexedDB persistence keeps the same anonymous uid across reloads, which the daily limit and a resumed
// upload rely on; no popup resolver, the guest never signs in any other way.
const app = initializeApp(env.firebase);
const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
if (env.authEmulatorUrl) connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });

/** The anonymous guest: `getToken` answers a fresh ID token (Firebase renews it when it is about to expire). */
export type GuestSession = { uid: string; getToken: () => Promise<string> };

export async function signInGuest(): Promise<GuestSession> {
  await auth.authStateReady();
  const user = auth.currentUser ?? (await signInAnonymously(auth)).user;
  return { uid: user.uid, getToken: () => user.getIdToken() };
}
