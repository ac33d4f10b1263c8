import { beforeEach, describe, expect, it } from 'vitest';
import { makeClaim, makeUser } from '@/testing/fixtures';
import { useSessionStore } from './session-store';

describe('session store', () => {
  beforeEach(() => useSessionStore.setState({ user: undefined, claims: undefined, currentClaimId: null }));

  it('selects the first approved claim and only ever an approved one', () => {
    const pending = makeClaim('pending');
    const [first, second] = [makeClaim('approved'), makeClaim('approved')];
    useSessionStore.getState().setClaims([pending, first, second]);
    expect(useSessionStore.getState().currentClaimId).toBe(first.id);

    useSessionStore.getState().selectClaim(pending.id);
    expect(useSessionStore.getState().currentClaimId).toBe(first.id);
    useSessionStore.getState().selectClaim(second.id);
    expect(useSessionStore.getState().currentClaimId).toBe(second.id);
  });

  it('persists the selection and keeps it while it stays approved', () => {
    const [first, second] = [makeClaim('approved'), makeClaim('approved')];
    useSessionStore.getState().setClaims([first, second]);
    useSessionStore.getState().selectClaim(second.id);
    expect(localStorage.getItem('venues.currentClaimId')).toContain(second.id);

    useSessionStore.getState().setClaims([first, second]);
    expect(useSessionStore.getState().currentClaimId).toBe(second.id);
    useSessionStore.getState().setClaims([first, { ...second, status: 'rejected' }]);
    expect(useSessionStore.getState().currentClaimId).toBe(first.id);
  });

  it('forgets the claims, but not the selection, on sign-out', () => {
    const claim = makeClaim('approved');
    useSessionStore.getState().setUser(makeUser());
    useSessionStore.getState().setClaims([claim]);
    useSessionStore.getState().setUser(null);
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      claims: undefined,
      currentClaimId: claim.id,
    });
  });
});
