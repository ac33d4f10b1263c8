import { useEffect } from 'react';
import { hasSavedSession, loadFirebase, whenFirebaseLoads } from '@/lib/firebase-loader';
import { useSessionStore } from '@/stores/session-store';
import { toSessionUser } from '../utils/session-user';

/**
 * Keeps the session store in step with Firebase. A saved session loads Firebase at once, to restore it;
 * otherwise the visitor is signed out until a sign-in screen loads Firebase, and the listener attaches then.
 */
export function useAuthListener() {
  const setUser = useSessionStore((state) => state.setUser);
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    if (hasSavedSession()) void loadFirebase().catch(() => setUser(null));
    void whenFirebaseLoads().then(({ auth, onAuthStateChanged }) => {
      if (active)
        unsubscribe = onAuthStateChanged(auth, (user) => setUser(user ? toSessionUser(user) : null));
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [setUser]);
}
