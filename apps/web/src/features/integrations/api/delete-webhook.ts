import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getWebhooksQueryOptions, webhookPath } from './get-webhooks';

export async function deleteWebhook(placeId: string, endpointId: string): Promise<void> {
  await api.delete(webhookPath(endpointId), { params: { id: placeId } });
}

export function useDeleteWebhook(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (endpointId) => deleteWebhook(placeId, endpointId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getWebhooksQueryOptions(placeId).queryKey }),
  });
}
