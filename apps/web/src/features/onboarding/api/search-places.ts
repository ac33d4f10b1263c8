import { placeSearchResponseSchema, type PlaceWithVerification } from '@venues/contracts/places';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function searchPlaces(q: string, signal?: AbortSignal): Promise<PlaceWithVerification[]> {
  const response = await api.get<unknown>('/places/search', { params: { q }, signal });
  return placeSearchResponseSchema.parse(response.data).data;
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
