import { placeResponseSchema, type PlaceWithVerification } from '@venues/contracts/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-error';

export async function getPlace(id: string, signal?: AbortSignal): Promise<PlaceWithVerification> {
  const response = await api.get<unknown>(`/places/${encodeURIComponent(id)}`, { signal });
  return placeResponseSchema.parse(response.data).data;
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
