import { placeSearchResponseSchema, type PlaceWithVerification } from '@venues/contracts/places';
import type { Camelized } from '@venues/contracts/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

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

/** `q` should already be debounced: every distinct value is a request. */
export function useSearchPlaces(q: string) {
  return useQuery({ ...getSearchPlacesQueryOptions(q), placeholderData: keepPreviousData });
}
