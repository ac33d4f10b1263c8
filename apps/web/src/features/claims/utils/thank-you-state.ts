/**
 * complete-profile navigates to thank-you with this history state: the claim-set redirects of thank-you
 * are skipped once, and thank-you clears the state so a reload or Back does redirect.
 */
export const FROM_COMPLETE_PROFILE_STATE = { fromCompleteProfile: true } as const;

export function isFromCompleteProfile(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'fromCompleteProfile' in state &&
    state.fromCompleteProfile === true
  );
}
