import type { Claim } from '@venues/contracts/claims';
import { useCallback } from 'react';
import { useClaims } from '@/lib/claims-queries';
import { approvedClaims, currentClaimIdOf } from '@/lib/current-claim';
import { useSessionStore } from '@/stores/session-store';

/** The current venue's claim: the claims query combined with the id the user chose last. */
export function useCurrentClaim(): Claim | undefined {
  const claims = useClaims().data;
  const chosen = useSessionStore((state) => state.currentClaimId);
  const id = currentClaimIdOf(claims, chosen);
  return claims?.find((claim) => claim.id === id);
}

/** The approved claims, all claims and the current claim's id, for the venue switcher. */
export function useApprovedClaims() {
  const claims = useClaims().data;
  const chosen = useSessionStore((state) => state.currentClaimId);
  return {
    approved: approvedClaims(claims),
    all: claims ?? [],
    currentClaimId: currentClaimIdOf(claims, chosen),
  };
}

/** Makes a venue the current one; only an approved claim of the user can be. */
export function useSelectClaim(): (claimId: string) => void {
  const claims = useClaims().data;
  const setCurrentClaimId = useSessionStore((state) => state.setCurrentClaimId);
  return useCallback(
    (claimId: string) => {
      if (approvedClaims(claims).some((claim) => claim.id === claimId)) setCurrentClaimId(claimId);
    },
    [claims, setCurrentClaimId],
  );
}
