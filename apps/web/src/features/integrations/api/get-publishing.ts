import { publishingResponseSchema, type Publishing as PublishingWire } from '@venues/contracts/webhooks';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type Publishing = Camelized<PublishingWire>;

export const publishingPath = '/places/publishing';

export async function getPublishing(placeId: string): Promise<Publishing> {
  return (await getData(publishingResponseSchema, publishingPath, { params: { id: placeId } })).data;
}

export function getPublishingQueryOptions(placeId: string) {
  return queryOptions({
    queryKey: ['places', placeId, 'publishing'],
    queryFn: () => getPublishing(placeId),
  });
}

export function usePublishing(placeId: string) {
  return useQuery(getPublishingQueryOptions(placeId));
}
