import { claimsResponseSchema, toClaim, type Claim } from '@venues/contracts/claims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export async function getClaims(): Promise<Claim[]> {
  const response = await api.get<unknown>('/places/claim');
  return claimsResponseSchema.parse(response.data).data.map(toClaim);
}

export function getClaimsQueryOptions(uid: string | undefined) {
  return queryOptions({
    queryKey: ['users', uid, 'claims'],
    queryFn: getClaims,
    enabled: Boolean(uid),
  });
}

export function useClaims() {
  const uid = useSessionStore((state) => state.user?.uid);
  return useQuery(getClaimsQueryOptions(uid));
}
