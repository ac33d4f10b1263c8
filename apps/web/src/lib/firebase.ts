import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
} from 'firebase/auth';
import { env } from '@/config/env';

/** The email-link sign-in stores its fresh ID token here. */
export const ID_TOKEN_STORAGE_KEY = 'idToken';

export const firebaseApp = initializeApp(env.firebase);

// initializeAuth instead of getAuth: no popup/redirect resolver in the first load. Google sign-in passes
// browserPopupRedirectResolver itself, so that code ships with the login screen only.
export const auth = initializeAuth(firebaseApp, {
  persistence: [browserLocalPersistence, browserSessionPersistence],
});

if (env.authEmulatorUrl) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}

/** Whether Firebase kept a signed-in user from an earlier visit; readable before it has restored the session. */
export function hasSavedSession(): boolean {
  const prefix = `firebase:authUser:${env.firebase.apiKey}:`;
  try {
    return [localStorage, sessionStorage].some((storage) =>
      Object.keys(storage).some((key) => key.startsWith(prefix)),
    );
  } catch {
    return false;
  }
}
