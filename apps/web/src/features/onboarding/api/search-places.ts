import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSearchPlacesQueryOptions } from '@/lib/place-search';

export type { PlaceResult } from '@/lib/place-search';

/** `q` should already be debounced: every distinct value is a request. */
export function useSearchPlaces(q: string) {
  return useQuery({ ...getSearchPlacesQueryOptions(q), placeholderData: keepPreviousData });
}
