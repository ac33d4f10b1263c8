import { missionResponseSchema } from '@venues/contracts/missions';
import { camelize } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getMissionsQueryOptions, missionPath, type Mission } from './get-missions';

export type MissionStateChange = 'pause' | 'resume' | 'end';
export type ChangeMissionState = { missionId: string; change: MissionStateChange };

/** Pause, resume and end share a route shape: a POST without a body that answers with the mission. */
export async function changeMissionState(placeId: string, { missionId, change }: ChangeMissionState) {
  const response = await api.post<unknown>(missionPath(missionId, change), undefined, {
    params: { id: placeId },
  });
  return camelize(missionResponseSchema.parse(response.data)).data;
}

export function useChangeMissionState(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<Mission, ApiRequestError, ChangeMissionState>({
    mutationFn: (variables) => changeMissionState(placeId, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getMissionsQueryOptions(placeId).queryKey }),
  });
}
