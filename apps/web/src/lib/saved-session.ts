import { env } from '@/config/env';
import type { SessionUser } from '@/stores/session-store';
import type { Venue } from './current-venue';

/*
 * What the dashboard needs to open for a returning user before Firebase Auth (~40 KB) has loaded: the
 * user's snapshot, the last ID token and the refresh token that renews it. Firebase keeps its own copy of
 * the same tokens in the same storage; this one is written from the SDK's public User whenever its ID token
 * changes, and removed when the SDK reports nobody signed in.
 */
export type SavedSession = {
  user: SessionUser;
  idToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
};

const KEY = 'venues.session';
/** The venues the user may use, as last read, so that a returning user's dashboard draws whole at once. */
const VENUES_KEY = 'venues.sessionVenues';

/** The storage where Firebase kept a signed-in user from an earlier visit, if it did; read without Firebase. */
function firebaseSessionStorage(): Storage | undefined {
  const prefix = `firebase:authUser:${env.firebase.apiKey}:`;
  try {
    return [localStorage, sessionStorage].find((storage) =>
      Object.keys(storage).some((key) => key.startsWith(prefix)),
    );
  } catch {
    return undefined;
  }
}

/** Whether Firebase kept a signed-in user from an earlier visit; readable without loading Firebase. */
export function hasSavedSession(): boolean {
  return firebaseSessionStorage() !== undefined;
}

function isSavedSession(value: unknown): value is SavedSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<SavedSession>;
  return (
    typeof record.idToken === 'string' &&
    typeof record.refreshToken === 'string' &&
    typeof record.expiresAt === 'number' &&
    typeof record.user?.uid === 'string' &&
    Array.isArray(record.user.providerIds)
  );
}

export function readSavedSession(): SavedSession | null {
  try {
    for (const storage of [localStorage, sessionStorage]) {
      const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
      if (isSavedSession(value)) return value;
    }
  } catch {
    // Storage refused (private mode) or a damaged value: Firebase restores the session instead.
  }
  return null;
}

/** The session saved by an earlier visit, while Firebase still keeps it too. */
export function restorableSession(): SavedSession | null {
  return hasSavedSession() ? readSavedSession() : null;
}

/**
 * Who the app starts with: a returning user whose session this app saved is signed in at once, from that
 * copy, until Firebase reports; a session only Firebase kept waits for Firebase (undefined); anyone else is
 * signed out from the start, so the sign-in screens render at once, Firebase or not.
 */
export function userAtStart(): SessionUser | null | undefined {
  return restorableSession()?.user ?? (hasSavedSession() ? undefined : null);
}

function remove(...keys: string[]): void {
  try {
    for (const key of keys) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Saved where Firebase keeps its own session: a session that should not outlive the tab does not. */
function store(key: string, value: unknown): void {
  remove(key);
  try {
    (firebaseSessionStorage() ?? localStorage).setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the next cold load waits for Firebase, as it did before this copy existed.
  }
}

export function saveSession(session: SavedSession): void {
  store(KEY, session);
}

/** Keeps the venues the user may use, as just read, for the next visit's first screen. */
export function saveSessionVenues(uid: string, venues: Venue[]): void {
  store(VENUES_KEY, { uid, venues });
}

/**
 * The venues the signed-in user of the saved session could use when last read, or undefined: the dashboard
 * draws its shell from them at once, and reads them again behind it. Unchecked: an earlier version of the app
 * may have saved them in another shape.
 */
export function savedSessionVenues(): { uid: string; venues: unknown[] } | undefined {
  const session = restorableSession();
  if (!session) return undefined;
  try {
    for (const storage of [localStorage, sessionStorage]) {
      const value = JSON.parse(storage.getItem(VENUES_KEY) ?? 'null') as { uid?: unknown; venues?: unknown };
      if (value?.uid === session.user.uid && Array.isArray(value.venues))
        return { uid: session.user.uid, venues: value.venues as unknown[] };
    }
  } catch {
    // A damaged value: the venues are read from the API, as on a first visit.
  }
  return undefined;
}

/** Signing out removes the session and everything saved with it. */
export function clearSavedSession(): void {
  remove(KEY, VENUES_KEY);
}
