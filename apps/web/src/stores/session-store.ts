import { create } from 'zustand';

/** What the app needs of the Firebase user; a plain snapshot so renders and tests never touch the SDK. */
export type SessionUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  providerIds: string[];
};

/*
 * The only client state: the Firebase user and the id of the venue the user chose. The claims, and so the
 * current venue, come from the claims query (hooks/use-current-claim.ts).
 */
type SessionState = {
  /**
   * undefined while Firebase has not reported yet, null when signed out. The store starts signed out, as
   * the server draws the sign-in screens; the app's entry sets the user it starts with from the saved
   * session (`userAtStart` in lib/saved-session.ts) before it renders.
   */
  user: SessionUser | null | undefined;
  /** The claim chosen last; it survives sign-out, and counts only while it is an approved claim. */
  currentClaimId: string | null;
  setUser: (user: SessionUser | null) => void;
  setCurrentClaimId: (claimId: string) => void;
};

// The chosen venue survives a reload, under the key and in the shape zustand's persist middleware wrote
// ({state: {currentClaimId}}), so that a saved choice outlives the switch to this smaller hand-written copy.
const STORAGE_KEY = 'venues.currentClaimId';

function storedClaimId(): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      state?: { currentClaimId?: unknown };
    } | null;
    const id = saved?.state?.currentClaimId;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

function storeClaimId(currentClaimId: string) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { currentClaimId }, version: 0 }));
  } catch {
    // Storage full or refused (private mode): the choice lasts until the page reloads.
  }
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  currentClaimId: storedClaimId(),
  setUser: (user) => set({ user }),
  setCurrentClaimId: (currentClaimId) => {
    storeClaimId(currentClaimId);
    set({ currentClaimId });
  },
}));
