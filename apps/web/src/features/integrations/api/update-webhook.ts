import { webhookEndpointResponseSchema, type WebhookEndpointUpdate } from '@venues/contracts/webhooks';
import { camelize } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getWebhooksQueryOptions, webhookPath, type WebhookEndpoint } from './get-webhooks';

export async function updateWebhook(
  placeId: string,
  endpointId: string,
  changes: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  const response = await api.patch<unknown>(webhookPath(endpointId), changes, { params: { id: placeId } });
  return camelize(webhookEndpointResponseSchema.parse(response.data)).data;
}

export function useUpdateWebhook(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<
    WebhookEndpoint,
    ApiRequestError,
    { endpointId: string; changes: WebhookEndpointUpdate }
  >({
    mutationFn: ({ endpointId, changes }) => updateWebhook(placeId, endpointId, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getWebhooksQueryOptions(placeId).queryKey }),
  });
}
