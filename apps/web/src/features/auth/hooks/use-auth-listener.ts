import type { Auth, User } from 'firebase/auth';
import { useEffect } from 'react';
import { loadFirebase, whenFirebaseLoads } from '@/lib/firebase-loader';
import { whenPageSettled } from '@/lib/page-settled';
import { clearSavedSession, hasSavedSession, restorableSession, saveSession } from '@/lib/saved-session';
import { useSessionStore } from '@/stores/session-store';
import { toSessionUser } from '../utils/session-user';

/** Saves the session Firebase now holds, or removes the copy when nobody is signed in. */
async function keepSessionCopy(auth: Auth, user: User | null): Promise<void> {
  if (!user) return clearSavedSession();
  const token = await user.getIdTokenResult();
  // Signed out while the token was read: the copy must not outlive the session.
  if (auth.currentUser?.uid !== user.uid) return;
  saveSession({
    user: toSessionUser(user),
    idToken: token.token,
    refreshToken: user.refreshToken,
    expiresAt: Date.parse(token.expirationTime),
  });
}

/**
 * Keeps the session store in step with Firebase, and the saved copy of the session in step with Firebase's
 * tokens. A session this app saved opens the dashboard at once, and Firebase loads once the page has settled
 * (a sign-out, or a screen that needs Firebase, loads it sooner). A session only Firebase kept loads
 * Firebase at once, to restore it. Otherwise the visitor is signed out until a sign-in screen loads
 * Firebase, and the listeners attach then.
 */
export function useAuthListener() {
  useEffect(() => {
    let active = true;
    const unsubscribe: (() => void)[] = [];
    const { setUser } = useSessionStore.getState();
    if (restorableSession()) {
      // Offline then: the saved session carries on, and the next use of Firebase tries again.
      void whenPageSettled().then(() => {
        if (active) loadFirebase().catch(() => undefined);
      });
    } else if (hasSavedSession()) void loadFirebase().catch(() => setUser(null));
    void whenFirebaseLoads().then(({ auth, onAuthStateChanged, onIdTokenChanged }) => {
      if (!active) return;
      unsubscribe.push(
        onAuthStateChanged(auth, (user) => setUser(user ? toSessionUser(user) : null)),
        onIdTokenChanged(auth, (user) => void keepSessionCopy(auth, user)),
      );
    });
    return () => {
      active = false;
      for (const stop of unsubscribe) stop();
    };
  }, []);
}
