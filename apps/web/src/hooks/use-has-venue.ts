import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { venuesQueryKey, type Venue } from '@/lib/current-venue';
import { useSessionStore } from '@/stores/session-store';

/**
 * Whether the signed-in user may use a venue, read from the venues query's cache. The top bar shows on the
 * signed-out screens too, before the query client has loaded, so it reads the cache without useQuery:
 * false until the venues are there.
 */
export function useHasVenue(): boolean {
  const client = useContext(QueryClientContext);
  const uid = useSessionStore((state) => state.user?.uid);
  const subscribe = useCallback(
    (onChange: () => void) => (client ? client.getQueryCache().subscribe(onChange) : () => {}),
    [client],
  );
  const read = () => (uid ? client?.getQueryData<Venue[]>(venuesQueryKey(uid)) : undefined);
  // The server draws signed-out screens only, with no cache: the same read gives its answer.
  const venues = useSyncExternalStore(subscribe, read, read);
  return (venues?.length ?? 0) > 0;
}
