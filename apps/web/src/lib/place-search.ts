import { placeSearchResponseSchema, type PlaceWithVerification } from '@venues/contracts/places';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

/*
 * The catalogue's search by name, shared by the claim search and the back office: one request, one cache
 * entry per query.
 */

/** A place as search and detail show it: whether it already has an approved claim included. */
export type PlaceResult = Camelized<PlaceWithVerification>;

export async function searchPlaces(q: string, signal?: AbortSignal): Promise<PlaceResult[]> {
  return (await getData(placeSearchResponseSchema, '/places/search', { params: { q }, signal })).data;
}

export function getSearchPlacesQueryOptions(q: string) {
  const query = q.trim();
  return queryOptions({
    queryKey: ['places', 'search', query],
    queryFn: ({ signal }) => searchPlaces(query, signal),
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}
