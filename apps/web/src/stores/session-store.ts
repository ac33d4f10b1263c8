import { create } from 'zustand';
import { keepChosenPlaceId, readChosenPlaceId } from './chosen-place';

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

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  currentPlaceId: readChosenPlaceId(),
  setUser: (user) => set({ user }),
  setCurrentPlaceId: (currentPlaceId) => {
    keepChosenPlaceId(currentPlaceId);
    set({ currentPlaceId });
  },
}));
