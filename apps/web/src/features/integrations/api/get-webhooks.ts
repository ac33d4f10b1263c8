import {
  webhookEndpointsResponseSchema,
  type WebhookEndpoint as WebhookEndpointWire,
} from '@venues/contracts/webhooks';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type WebhookEndpoint = Camelized<WebhookEndpointWire>;

export const webhooksPath = '/places/webhooks';
export const webhookPath = (endpointId: string) => `${webhooksPath}/${encodeURIComponent(endpointId)}`;

export async function getWebhooks(placeId: string): Promise<WebhookEndpoint[]> {
  return (await getData(webhookEndpointsResponseSchema, webhooksPath, { params: { id: placeId } })).data;
}

export function getWebhooksQueryOptions(placeId: string) {
  return queryOptions({
    queryKey: ['places', placeId, 'webhooks'],
    queryFn: () => getWebhooks(placeId),
  });
}

export function useWebhooks(placeId: string) {
  return useQuery(getWebhooksQueryOptions(placeId));
}
