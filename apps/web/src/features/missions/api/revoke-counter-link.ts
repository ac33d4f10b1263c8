import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { counterLinksPath, getCounterLinksQueryOptions } from './get-counter-links';

export async function revokeCounterLink(placeId: string, linkId: string): Promise<void> {
  await api.delete(`${counterLinksPath}/${encodeURIComponent(linkId)}`, { params: { id: placeId } });
}

export function useRevokeCounterLink(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (linkId) => revokeCounterLink(placeId, linkId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getCounterLinksQueryOptions(placeId).queryKey }),
  });
}
