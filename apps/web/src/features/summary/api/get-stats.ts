import { statsResponseSchema, type Stats } from '@venues/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getStats(placeId: string): Promise<Stats> {
  const response = await api.get<unknown>('/places/stats', { params: { id: placeId } });
  return statsResponseSchema.parse(response.data).data;
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
