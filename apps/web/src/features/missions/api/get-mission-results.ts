import { missionResultsResponseSchema, type MissionResults as ResultsWire } from '@venues/contracts/missions';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';
import { getMissionsQueryOptions, missionPath } from './get-missions';

export type MissionResults = Camelized<ResultsWire>;

export async function getMissionResults(placeId: string, missionId: string): Promise<MissionResults> {
  return (
    await getData(missionResultsResponseSchema, missionPath(missionId, 'results'), {
      params: { id: placeId },
    })
  ).data;
}

export function getMissionResultsQueryOptions(placeId: string, missionId: string) {
  return queryOptions({
    queryKey: [...getMissionsQueryOptions(placeId).queryKey, missionId, 'results'],
    queryFn: () => getMissionResults(placeId, missionId),
  });
}

export function useMissionResults(placeId: string, missionId: string) {
  return useQuery(getMissionResultsQueryOptions(placeId, missionId));
}
