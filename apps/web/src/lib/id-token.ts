import { env } from '@/config/env';
import { useSessionStore } from '@/stores/session-store';
import { loadedFirebase } from './firebase-loader';
import { clearSavedSession, restorableSession, saveSession, type SavedSession } from './saved-session';

/** A token this close to its expiry is renewed first, so that it does not expire on its way to the API. */
const RENEW_BEFORE_MS = 60_000;

/** Firebase's token endpoint, or the emulator's copy of it. */
function tokenEndpoint(): string {
  const path = `securetoken.googleapis.com/v1/token?key=${encodeURIComponent(env.firebase.apiKey)}`;
  return env.authEmulatorUrl ? `${env.authEmulatorUrl.replace(/\/$/, '')}/${path}` : `https://${path}`;
}

type TokenAnswer = { id_token: string; refresh_token: string; expires_in: string };

let renewing: Promise<string | null> | undefined;

/**
 * Exchanges the saved refresh token for a new ID token through Firebase's token REST endpoint, the call the
 * SDK itself makes. A refusal (revoked, disabled or deleted account) ends the session; a network failure
 * throws, as the API call that needed the token would have.
 */
async function renew(session: SavedSession): Promise<string | null> {
  const response = await fetch(tokenEndpoint(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }),
  });
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    clearSavedSession();
    useSessionStore.getState().setUser(null);
    return null;
  }
  if (!response.ok) throw new Error(`Token renewal failed with status ${response.status}`);
  const answer = (await response.json()) as TokenAnswer;
  saveSession({
    ...session,
    idToken: answer.id_token,
    refreshToken: answer.refresh_token,
    expiresAt: Date.now() + Number(answer.expires_in) * 1000,
  });
  return answer.id_token;
}

/**
 * The signed-in user's ID token for the API, or null when nobody is signed in. Once Firebase has loaded it
 * is the one source; before that, a returning user's saved session answers, renewed when it has expired.
 */
export async function currentIdToken(): Promise<string | null> {
  const firebase = loadedFirebase();
  if (firebase) {
    await firebase.auth.authStateReady();
    return (await firebase.auth.currentUser?.getIdToken()) ?? null;
  }
  const session = restorableSession();
  if (!session) return null;
  if (session.expiresAt - RENEW_BEFORE_MS > Date.now()) return session.idToken;
  renewing ??= renew(session).finally(() => {
    renewing = undefined;
  });
  return renewing;
}

/** The claims of the current ID token, read without checking its signature: the API checks it. */
export async function currentTokenClaims(): Promise<Record<string, unknown>> {
  const token = await currentIdToken();
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return {};
  }
}
