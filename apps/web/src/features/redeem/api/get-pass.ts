import { passLookupResponseSchema, type PassLookup as PassLookupWire } from '@venues/contracts/missions';
import { camelize, type Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { passPath, type RedeemClient } from './redeem-client';

export type PassLookup = Camelized<PassLookupWire>;

export async function getPass(client: RedeemClient, code: string): Promise<PassLookup> {
  return camelize(passLookupResponseSchema.parse(await client.send('GET', passPath(code)))).data;
}

/*
 * A pass's verdict changes as the team redeems it, so it is asked afresh each time it is shown. No automatic
 * retry: the waiter sees what went wrong at once and taps to try again.
 */
export function getPassQueryOptions(client: RedeemClient, code: string) {
  return queryOptions({
    queryKey: ['redeem', client.scope, 'passes', code],
    queryFn: () => getPass(client, code),
    staleTime: 0,
    retry: false,
  });
}

export function usePass(client: RedeemClient, code: string) {
  return useQuery(getPassQueryOptions(client, code));
}
