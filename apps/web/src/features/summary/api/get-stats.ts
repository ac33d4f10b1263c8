import { statsResponseSchema, type Stats as StatsWire } from '@venues/contracts/dashboard';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type Stats = Camelized<StatsWire>;

export async function getStats(placeId: string): Promise<Stats> {
  return (await getData(statsResponseSchema, '/places/stats', { params: { id: placeId } })).data;
}

export function getStatsQueryOptions(placeId: string | undefined) {
  return queryOptions({
    queryKey: ['places', placeId, 'stats'],
    queryFn: () => getStats(placeId ?? ''),
    enabled: Boolean(placeId),
  });
}

export function useStats(placeId: string | undefined) {
  return useQuery(getStatsQueryOptions(placeId));
}
