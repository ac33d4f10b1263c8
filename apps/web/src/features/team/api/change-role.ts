import { teamPersonResponseSchema } from '@venues/contracts/team';
import type { VenueRole } from '@venues/contracts/team-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';
import { teamChanged, teamPath, type TeamPerson } from './get-team';

export type RoleChange = { uid: string; role: VenueRole };

export async function changeRole(placeId: string, { uid, role }: RoleChange): Promise<TeamPerson> {
  const url = `${teamPath(placeId)}/team/${encodeURIComponent(uid)}`;
  return (await sendData(teamPersonResponseSchema, 'patch', url, { role })).data;
}

/** A person's new role; 'owner' makes them an owner. */
export function useChangeRole(placeId: string) {
  const client = useQueryClient();
  return useMutation<TeamPerson, ApiRequestError, RoleChange>({
    mutationFn: (change) => changeRole(placeId, change),
    onSettled: () => teamChanged(client, placeId),
  });
}
