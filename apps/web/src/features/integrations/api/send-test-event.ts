import { webhookDeliveryResponseSchema } from '@venues/contracts/webhooks';
import { camelize } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getWebhookDeliveriesQueryOptions, type WebhookDelivery } from './get-webhook-deliveries';
import { webhookPath } from './get-webhooks';

/** Sends a test event now; the answer is the delivery as logged, with the receiver's status. */
export async function sendTestEvent(placeId: string, endpointId: string): Promise<WebhookDelivery> {
  const response = await api.post<unknown>(`${webhookPath(endpointId)}/test`, undefined, {
    params: { id: placeId },
  });
  return camelize(webhookDeliveryResponseSchema.parse(response.data)).data;
}

export function useSendTestEvent(placeId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation<WebhookDelivery, ApiRequestError, void>({
    mutationFn: () => sendTestEvent(placeId, endpointId),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: getWebhookDeliveriesQueryOptions(placeId, endpointId).queryKey,
      }),
  });
}
