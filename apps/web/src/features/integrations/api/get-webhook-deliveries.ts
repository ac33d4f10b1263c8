import {
  WEBHOOK_DELIVERIES_PAGE,
  webhookDeliveriesResponseSchema,
  type WebhookDelivery as WebhookDeliveryWire,
} from '@venues/contracts/webhooks';
import type { Camelized } from '@venues/contracts/wire';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';
import { webhookPath } from './get-webhooks';

export type WebhookDelivery = Camelized<WebhookDeliveryWire>;

export async function getWebhookDeliveries(placeId: string, endpointId: string, offset: number) {
  return getData(webhookDeliveriesResponseSchema, `${webhookPath(endpointId)}/deliveries`, {
    params: { id: placeId, offset, limit: WEBHOOK_DELIVERIES_PAGE },
  });
}

export function getWebhookDeliveriesQueryOptions(placeId: string, endpointId: string) {
  return infiniteQueryOptions({
    queryKey: ['places', placeId, 'webhooks', endpointId, 'deliveries'],
    queryFn: ({ pageParam }) => getWebhookDeliveries(placeId, endpointId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });
}

export function useWebhookDeliveries(placeId: string, endpointId: string) {
  return useInfiniteQuery(getWebhookDeliveriesQueryOptions(placeId, endpointId));
}
