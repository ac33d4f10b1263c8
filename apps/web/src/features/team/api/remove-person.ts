import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { teamChanged, teamPath } from './get-team';

export async function removePerson(placeId: string, uid: string): Promise<void> {
  await api.delete(`${teamPath(placeId)}/team/${encodeURIComponent(uid)}`);
}

/** Removes a person from the team: their next request is refused. */
export function useRemovePerson(placeId: string) {
  const client = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (uid) => removePerson(placeId, uid),
    onSettled: () => teamChanged(client, placeId),
  });
}
