import {
  activityPageResponseSchema,
  type ActivityEntry as ActivityEntryWire,
  type ActivityQuery,
} from '@venues/contracts/activity';
import type { Camelized } from '@venues/contracts/wire';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type ActivityEntry = Camelized<ActivityEntryWire, 'details'>;
/** The log's filters as the API reads them (its query's names); left out, a filter is off. */
export type ActivityFilters = Pick<ActivityQuery, 'person' | 'actor_kind' | 'kind' | 'from' | 'to'>;

export const activityPath = (placeId: string) => `/places/${encodeURIComponent(placeId)}/activity`;

export async function getActivityPage(
  placeId: string,
  filters: ActivityFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return getData(activityPageResponseSchema, activityPath(placeId), {
    params: { ...filters, cursor },
    signal,
    // An entry's details are data, written by the API under their own names.
    keep: ['details'],
  });
}

export function getActivityQueryOptions(placeId: string, filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: ['places', placeId, 'activity', filters],
    queryFn: ({ pageParam, signal }) => getActivityPage(placeId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The log grows while the page is open: coming back to it reads it again.
    staleTime: 0,
  });
}

/** The venue's activity log, newest first, a page at a time ('Load more' asks for the next). */
export function useActivity(placeId: string, filters: ActivityFilters) {
  return useInfiniteQuery(getActivityQueryOptions(placeId, filters));
}
