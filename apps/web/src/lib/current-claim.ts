import type { Claim } from '@venues/contracts/claims';

/*
 * Which venue is the current one, from the claims the API returned and the id the user chose last. Pure and
 * free of TanStack Query, so the top bar of the signed-out screens can use it.
 */

/** Everything about the signed-in user's claims sits under this key. */
export function claimsQueryKey(uid: string | undefined) {
  return ['users', uid, 'claims'] as const;
}

export function approvedClaims(claims: readonly Claim[] | undefined): Claim[] {
  return (claims ?? []).filter((claim) => claim.status === 'approved');
}

/**
 * The chosen id while it is an approved claim, else the first approved claim; while the claims load
 * (undefined), the chosen id.
 */
export function currentClaimIdOf(claims: readonly Claim[] | undefined, chosen: string | null): string | null {
  const approved = approvedClaims(claims);
  if (approved.some((claim) => claim.id === chosen)) return chosen;
  return approved[0]?.id ?? (claims === undefined ? chosen : null);
}
