import { counterContextResponseSchema } from '@venues/contracts/missions';
import { camelize } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTER_CONTEXT_PATH, type RedeemClient } from './redeem-client';

export async function getCounterContext(client: RedeemClient) {
  return camelize(counterContextResponseSchema.parse(await client.send('GET', COUNTER_CONTEXT_PATH))).data;
}
export type CounterContext = Awaited<ReturnType<typeof getCounterContext>>;

export function getCounterContextQueryOptions(client: RedeemClient) {
  return queryOptions({
    queryKey: ['redeem', client.scope, 'context'],
    queryFn: () => getCounterContext(client),
    retry: false,
  });
}

export function useCounterContext(client: RedeemClient) {
  return useQuery(getCounterContextQueryOptions(client));
}
