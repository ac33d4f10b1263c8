import type { Claim } from '@venues/contracts/claims';
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

type SessionState = {
  /** undefined while Firebase has not reported yet, null when signed out. */
  user: SessionUser | null | undefined;
  /** undefined until the claims of the signed-in user have loaded. */
  claims: Claim[] | undefined;
  currentClaimId: string | null;
  setUser: (user: SessionUser | null) => void;
  setClaims: (claims: Claim[] | undefined) => void;
  selectClaim: (claimId: string) => void;
};

export function approvedClaims(claims: readonly Claim[] | undefined): Claim[] {
  return (claims ?? []).filter((claim) => claim.status === 'approved');
}

function pickCurrent(claims: readonly Claim[] | undefined, preferred: string | null): string | null {
  const approved = approvedClaims(claims);
  if (approved.some((claim) => claim.id === preferred)) return preferred;
  return approved[0]?.id ?? (claims === undefined ? preferred : null);
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      user: undefined,
      claims: undefined,
      currentClaimId: null,
      // The selection survives sign-out: pickCurrent drops it if the next user has no such approved claim.
      setUser: (user) => set(user === null ? { user, claims: undefined } : { user }),
      setClaims: (claims) => set({ claims, currentClaimId: pickCurrent(claims, get().currentClaimId) }),
      selectClaim: (claimId) => {
        if (approvedClaims(get().claims).some((claim) => claim.id === claimId))
          set({ currentClaimId: claimId });
      },
    }),
    {
      name: 'venues.currentClaimId',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ currentClaimId: state.currentClaimId }),
    },
  ),
);

export function useCurrentClaim(): Claim | undefined {
  return useSessionStore((state) => state.claims?.find((claim) => claim.id === state.currentClaimId));
}
