import { createdWebhookEndpointResponseSchema, type WebhookEndpointInput } from '@venues/contracts/webhooks';
import { camelize } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getWebhooksQueryOptions, webhooksPath, type WebhookEndpoint } from './get-webhooks';

/** The new endpoint with its signing secret: the API gives the secret this once. */
export type CreatedWebhook = WebhookEndpoint & { secret: string };

export async function createWebhook(placeId: string, input: WebhookEndpointInput): Promise<CreatedWebhook> {
  const response = await api.post<unknown>(webhooksPath, input, { params: { id: placeId } });
  return camelize(createdWebhookEndpointResponseSchema.parse(response.data)).data;
}

export function useCreateWebhook(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<CreatedWebhook, ApiRequestError, WebhookEndpointInput>({
    mutationFn: (input) => createWebhook(placeId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWebhooksQueryOptions(placeId).queryKey }),
  });
}
