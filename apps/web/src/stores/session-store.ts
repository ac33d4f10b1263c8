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
 * The only client state: the Firebase user and the id of the venue the user chose. The venues the user may
 * use, and so the current one, come from the venues query (hooks/use-current-venue.ts).
 */
type SessionState = {
  /**
   * undefined while Firebase has not reported yet, null when signed out. The store starts signed out, as
   * the server draws the sign-in screens; the app's entry sets the user it starts with from the saved
   * session (`userAtStart` in lib/saved-session.ts) before it renders.
   */
  user: SessionUser | null | undefined;
  /** The venue (place id) chosen last; it survives sign-out, and counts only while the user may use it. */
  currentPlaceId: string | null;
  setUser: (user: SessionUser | null) => void;
  setCurrentPlaceId: (placeId: string) => void;
};

// The chosen venue survives a reload. (An earlier key, venues.currentClaimId, held a claim's id: a venue is
// no longer reached through a claim only, so that choice is not carried over.)
const STORAGE_KEY = 'venues.currentPlaceId';

function storedPlaceId(): string | null {
  try {
    const id: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

function storePlaceId(placeId: string) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(placeId));
  } catch {
    // Storage full or refused (private mode): the choice lasts until the page reloads.
  }
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  currentPlaceId: storedPlaceId(),
  setUser: (user) => set({ user }),
  setCurrentPlaceId: (currentPlaceId) => {
    storePlaceId(currentPlaceId);
    set({ currentPlaceId });
  },
}));
