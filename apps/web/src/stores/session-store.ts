import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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
  /** undefined while Firebase has not reported yet, null when signed out. */
  user: SessionUser | null | undefined;
  /** The claim chosen last; it survives sign-out, and counts only while it is an approved claim. */
  currentClaimId: string | null;
  setUser: (user: SessionUser | null) => void;
  setCurrentClaimId: (claimId: string) => void;
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: undefined,
      currentClaimId: null,
      setUser: (user) => set({ user }),
      setCurrentClaimId: (currentClaimId) => set({ currentClaimId }),
    }),
    {
      name: 'venues.currentClaimId',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ currentClaimId: state.currentClaimId }),
    },
  ),
);
