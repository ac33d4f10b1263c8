import type { Claim } from '@venues/contracts/claims';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { approvedClaims, claimsQueryKey } from '@/lib/current-claim';
import { useSessionStore } from '@/stores/session-store';

/**
 * Whether the signed-in user has an approved claim, read from the claims query's cache. The top bar shows
 * on the signed-out screens too, before the query client has loaded, so it reads the cache without
 * useQuery: false until the claims are there.
 */
export function useHasApprovedClaim(): boolean {
  const client = useContext(QueryClientContext);
  const uid = useSessionStore((state) => state.user?.uid);
  const subscribe = useCallback(
    (onChange: () => void) => (client ? client.getQueryCache().subscribe(onChange) : () => {}),
    [client],
  );
  const read = () => (uid ? client?.getQueryData<Claim[]>(claimsQueryKey(uid)) : undefined);
  // The server draws signed-out screens only, with no cache: the same read gives its answer.
  const claims = useSyncExternalStore(subscribe, read, read);
  return approvedClaims(claims).length > 0;
}
