import { missionResponseSchema, type MissionInput } from '@venues/contracts/missions';
import { camelize } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getMissionsQueryOptions, missionPath, missionsPath, type Mission } from './get-missions';

/** A new mission (no id) is created, an existing one replaced as a whole. */
export type SaveMission = { missionId: string | null; body: MissionInput };

export async function saveMission(placeId: string, { missionId, body }: SaveMission): Promise<Mission> {
  const config = { params: { id: placeId } };
  const response =
    missionId === null
      ? await api.post<unknown>(missionsPath, body, config)
      : await api.put<unknown>(missionPath(missionId), body, config);
  return camelize(missionResponseSchema.parse(response.data)).data;
}

export function useSaveMission(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<Mission, ApiRequestError, SaveMission>({
    mutationFn: (variables) => saveMission(placeId, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMissionsQueryOptions(placeId).queryKey }),
  });
}
