import { claimsResponseSchema, type Claim } from '@venues/contracts/claims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';
import { useSessionStore } from '@/stores/session-store';
import { claimsQueryKey } from './current-claim';

/* The signed-in user's claims: the layout, the guards and several features read them. */

export async function getClaims(): Promise<Claim[]> {
  return (await getData(claimsResponseSchema, '/places/claim')).data;
}

export function getClaimsQueryOptions(uid: string | undefined) {
  return queryOptions({
    queryKey: claimsQueryKey(uid),
    queryFn: getClaims,
    enabled: Boolean(uid),
  });
}

export function useClaims() {
  const uid = useSessionStore((state) => state.user?.uid);
  return useQuery(getClaimsQueryOptions(uid));
}
