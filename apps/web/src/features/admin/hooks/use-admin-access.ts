import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentTokenClaims } from '@/lib/id-token';
import { useSessionStore } from '@/stores/session-store';

/** The admin custom claim of the current ID token; the API refuses non-admins anyway (auth/admin-only). */
export async function hasAdminClaim(): Promise<boolean> {
  return (await currentTokenClaims()).admin === true;
}

export function getAdminAccessQueryOptions(uid: string | undefined) {
  return queryOptions({
    queryKey: ['users', uid, 'admin-claim'],
    queryFn: hasAdminClaim,
    enabled: Boolean(uid),
    staleTime: Infinity,
  });
}

export function useAdminAccess() {
  const uid = useSessionStore((state) => state.user?.uid);
  return useQuery(getAdminAccessQueryOptions(uid));
}
