import { missionsResponseSchema, type Mission as MissionWire } from '@venues/contracts/missions';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type Mission = Camelized<MissionWire>;

export const missionsPath = '/places/missions';

export function missionPath(missionId: string, action?: string): string {
  return `${missionsPath}/${encodeURIComponent(missionId)}${action ? `/${action}` : ''}`;
}

export async function getMissions(placeId: string): Promise<Mission[]> {
  return (await getData(missionsResponseSchema, missionsPath, { params: { id: placeId } })).data;
}

/** The missions query runs only when there is a current claim. */
export function getMissionsQueryOptions(placeId: string | undefined) {
  return queryOptions({
    queryKey: ['places', placeId, 'missions'],
    queryFn: () => getMissions(placeId ?? ''),
    enabled: Boolean(placeId),
  });
}

export function useMissions(placeId: string | undefined) {
  return useQuery(getMissionsQueryOptions(placeId));
}
