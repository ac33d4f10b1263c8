import { myVenuesResponseSchema } from '@venues/contracts/team';
import { camelize, snakeize } from '@venues/contracts/wire';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';
import { savedSessionVenues, saveSessionVenues } from '@/lib/saved-session';
import { useSessionStore } from '@/stores/session-store';
import { venuesQueryKey, type Venue } from './current-venue';

/*
 * The venues the signed-in user may use, each with their role on it, what the role lets them do and the
 * page they open on: the guard, the navigation, the switcher and every venue page read them.
 */

export async function getVenues(): Promise<Venue[]> {
  return (await getData(myVenuesResponseSchema, '/users/places')).data;
}

export function getVenuesQueryOptions(uid: string | undefined) {
  return queryOptions({
    queryKey: venuesQueryKey(uid),
    queryFn: async () => {
      const venues = await getVenues();
      if (uid) saveSessionVenues(uid, venues);
      return venues;
    },
    enabled: Boolean(uid),
  });
}

/**
 * Puts the venues saved by the last visit in the cache, as read long ago: the dashboard's shell (top bar,
 * venue, navigation by role) draws from them in its first paint, and the guard reads them again behind it.
 * They pass the same check as the API's answer, so a copy saved in an older shape is left out. A saved list
 * with no venue is left out too: it draws no shell, and the guard must not send the user away on it, since
 * access may have been given since (an accepted request, an invitation).
 */
export function seedSavedVenues(client: QueryClient): void {
  const saved = savedSessionVenues();
  if (!saved || saved.venues.length === 0) return;
  const checked = myVenuesResponseSchema.safeParse({ data: snakeize(saved.venues) });
  if (checked.success)
    client.setQueryData(venuesQueryKey(saved.uid), camelize(checked.data).data, { updatedAt: 0 });
}

export function useVenues() {
  const uid = useSessionStore((state) => state.user?.uid);
  return useQuery(getVenuesQueryOptions(uid));
}

/**
 * Asks for every cached user's venues again: a refusal of a venue's data may mean that the user's role
 * changed or ended since the list was read, and the list then says where they may go.
 */
export function refreshVenues(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'users' && queryKey[2] === 'venues',
  });
}
