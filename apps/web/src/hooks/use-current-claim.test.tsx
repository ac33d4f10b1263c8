import type { Claim } from '@venues/contracts/claims';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getClaimsQueryOptions } from '@/lib/claims-queries';
import { currentClaimIdOf } from '@/lib/current-claim';
import { useSessionStore } from '@/stores/session-store';
import { makeClaim, makeUser } from '@/testing/fixtures';
import { useCurrentClaim, useSelectClaim } from './use-current-claim';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn(() => new Promise(() => {})) } }));

const user = makeUser();

/** The current claim and the selection, over a claims query that answered `claims` (undefined: loading). */
function renderCurrentClaim(claims: Claim[] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (claims) client.setQueryData(getClaimsQueryOptions(user.uid).queryKey, claims);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => ({ current: useCurrentClaim(), select: useSelectClaim() }), { wrapper });
  const answer = (next: Claim[]) =>
    act(() => void client.setQueryData(getClaimsQueryOptions(user.uid).queryKey, next));
  return { ...hook, answer };
}

describe('current claim', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ user, currentClaimId: null });
  });

  it('is the first approved claim, and only ever an approved one can be selected', () => {
    const pending = makeClaim('pending');
    const [first, second] = [makeClaim('approved'), makeClaim('approved')];
    const { result } = renderCurrentClaim([pending, first, second]);
    expect(result.current.current?.id).toBe(first.id);

    act(() => result.current.select(pending.id));
    expect(result.current.current?.id).toBe(first.id);
    act(() => result.current.select(second.id));
    expect(result.current.current?.id).toBe(second.id);
  });

  it('persists the selection and keeps it while it stays approved', async () => {
    const [first, second] = [makeClaim('approved'), makeClaim('approved')];
    const { result, answer } = renderCurrentClaim([first, second]);
    act(() => result.current.select(second.id));
    expect(localStorage.getItem('venues.currentClaimId')).toContain(second.id);

    answer([first, second]);
    expect(result.current.current?.id).toBe(second.id);
    answer([first, { ...second, status: 'rejected' }]);
    await waitFor(() => expect(result.current.current?.id).toBe(first.id));
  });

  it('keeps the selection through sign-out, and while the claims load', async () => {
    const claim = makeClaim('approved');
    useSessionStore.setState({ currentClaimId: claim.id });
    act(() => useSessionStore.getState().setUser(null));
    expect(useSessionStore.getState()).toMatchObject({ user: null, currentClaimId: claim.id });

    expect(currentClaimIdOf(undefined, claim.id)).toBe(claim.id);
    useSessionStore.setState({ user });
    const { result, answer } = renderCurrentClaim(undefined);
    expect(result.current.current).toBeUndefined();
    answer([makeClaim('approved'), claim]);
    await waitFor(() => expect(result.current.current?.id).toBe(claim.id));
  });

  it('is none when no claim is approved', () => {
    expect(currentClaimIdOf([makeClaim('pending'), makeClaim('rejected')], null)).toBeNull();
    const { result } = renderCurrentClaim([makeClaim('pending')]);
    expect(result.current.current).toBeUndefined();
  });
});
