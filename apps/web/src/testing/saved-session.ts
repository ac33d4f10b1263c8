import { env } from '@/config/env';
import { clearSavedSession, saveSession } from '@/lib/saved-session';
import { makeUser } from './fixtures';

const firebaseKey = () => `firebase:authUser:${env.firebase.apiKey}:[DEFAULT]`;

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned ID token with these claims: the web app reads claims without checking signatures. */
export function fakeIdToken(claims: Record<string, unknown> = {}): string {
  return `${base64Url({ alg: 'none' })}.${base64Url({ sub: 'uid-1', ...claims })}.`;
}

/**
 * A returning user's session as a real browser keeps it: Firebase's persisted user and this app's copy,
 * with an ID token carrying `claims` that expires in an hour.
 */
export function saveTestSession(claims: Record<string, unknown> = {}): void {
  localStorage.setItem(firebaseKey(), JSON.stringify({ uid: 'uid-1' }));
  saveSession({
    user: makeUser(),
    idToken: fakeIdToken(claims),
    refreshToken: 'refresh-token',
    expiresAt: Date.now() + 3_600_000,
  });
}

export function clearTestSession(): void {
  localStorage.removeItem(firebaseKey());
  clearSavedSession();
}
