import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { refreshVenues } from '@/lib/venues-queries';
import { teamPath } from './get-team';

export async function leaveVenue(placeId: string): Promise<void> {
  await api.post(`${teamPath(placeId)}/team/leave`);
}

/** The user leaves the venue; their venues are read again, and the guard takes them where they belong. */
export function useLeaveVenue(placeId: string) {
  const client = useQueryClient();
  return useMutation<void, ApiRequestError, void>({
    mutationFn: () => leaveVenue(placeId),
    onSuccess: () => refreshVenues(client),
  });
}
