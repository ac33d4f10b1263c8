import { rotatedSecretResponseSchema } from '@venues/contracts/webhooks';
import { camelize } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getWebhooksQueryOptions, webhookPath, type WebhookEndpoint } from './get-webhooks';

/** The new secret, given this once, with the endpoint it now signs for. */
export type RotatedSecret = { secret: string; endpoint: WebhookEndpoint };

export async function rotateWebhookSecret(placeId: string, endpointId: string): Promise<RotatedSecret> {
  const response = await api.post<unknown>(`${webhookPath(endpointId)}/secret`, undefined, {
    params: { id: placeId },
  });
  return camelize(rotatedSecretResponseSchema.parse(response.data)).data;
}

export function useRotateWebhookSecret(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<RotatedSecret, ApiRequestError, string>({
    mutationFn: (endpointId) => rotateWebhookSecret(placeId, endpointId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWebhooksQueryOptions(placeId).queryKey }),
  });
}
