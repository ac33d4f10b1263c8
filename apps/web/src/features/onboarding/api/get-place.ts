import { placeResponseSchema } from '@venues/contracts/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-error';
import { getData } from '@/lib/api-data';
import type { PlaceResult } from './search-places';

export async function getPlace(placeId: string, signal?: AbortSignal): Promise<PlaceResult> {
  return (await getData(placeResponseSchema, `/places/${encodeURIComponent(placeId)}`, { signal })).data;
}

export function getPlaceQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['places', 'detail', id],
    queryFn: ({ signal }) => getPlace(id, signal),
    enabled: id.length > 0,
    // An unknown or malformed id will not become valid by asking again.
    retry: (count, error) =>
      !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) && count < 3,
  });
}

export function usePlace(id: string) {
  return useQuery(getPlaceQueryOptions(id));
}
