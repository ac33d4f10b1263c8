import { counterLinksResponseSchema, type CounterLink as CounterLinkWire } from '@venues/contracts/missions';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type CounterLink = Camelized<CounterLinkWire>;

export const counterLinksPath = '/places/counter-links';

export async function getCounterLinks(placeId: string): Promise<CounterLink[]> {
  return (await getData(counterLinksResponseSchema, counterLinksPath, { params: { id: placeId } })).data;
}

export function getCounterLinksQueryOptions(placeId: string) {
  return queryOptions({
    queryKey: ['places', placeId, 'counter-links'],
    queryFn: () => getCounterLinks(placeId),
  });
}

export function useCounterLinks(placeId: string) {
  return useQuery(getCounterLinksQueryOptions(placeId));
}
