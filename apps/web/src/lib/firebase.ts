import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
} from 'firebase/auth';
import { env } from '@/config/env';

// What the sign-in screens call, for them to reach through loadFirebase() instead of importing the SDK.
export {
  browserLocalPersistence,
  browserSessionPersistence,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
  verifyPasswordResetCode,
} from 'firebase/auth';

export const firebaseApp = initializeApp(env.firebase);

// initializeAuth instead of getAuth: no popup/redirect resolver in the first load. Google sign-in passes
// browserPopupRedirectResolver itself, so that code ships with the login screen only.
export const auth = initializeAuth(firebaseApp, {
  persistence: [browserLocalPersistence, browserSessionPersistence],
});

if (env.authEmulatorUrl) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}
