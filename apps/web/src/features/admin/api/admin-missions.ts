import {
  adminMissionsResponseSchema,
  missionResponseSchema,
  staffPauseSchema,
} from '@venues/contracts/missions';
import type { Camelized } from '@venues/contracts/wire';
import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';

export type AdminMission = Camelized<z.output<typeof adminMissionsResponseSchema>['data'][number]>;

export const adminMissionsKey = ['admin', 'missions'] as const;

export function getAdminMissionsQueryOptions() {
  return queryOptions({
    queryKey: adminMissionsKey,
    queryFn: async ({ signal }) =>
      (await getData(adminMissionsResponseSchema, '/admin/missions', { signal })).data,
  });
}

export function useAdminMissions() {
  return useQuery(getAdminMissionsQueryOptions());
}

/** Staff pause a mission with the reason its owner reads, or lift a pause. */
export type StaffAction =
  { mission: AdminMission; action: 'pause'; reason: string } | { mission: AdminMission; action: 'resume' };

export const staffPauseReason = staffPauseSchema.shape.reason;

export function useStaffMissionAction() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiRequestError, StaffAction>({
    mutationFn: (input) => {
      const path = `/admin/places/${encodeURIComponent(input.mission.place.id)}/missions/${encodeURIComponent(input.mission.id)}`;
      return input.action === 'pause'
        ? sendData(missionResponseSchema, 'post', `${path}/pause`, { reason: input.reason })
        : sendData(missionResponseSchema, 'post', `${path}/resume`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMissionsKey }),
  });
}
