import {
  billingSessionResponseSchema,
  type BillingSession as BillingSessionWire,
} from '@venues/contracts/billing';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type BillingSession = Camelized<BillingSessionWire>;

export async function getBillingSession(id: string): Promise<BillingSession> {
  return (await getData(billingSessionResponseSchema, `/billing/sessions/${encodeURIComponent(id)}`)).session;
}

export function getBillingSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['billing', 'sessions', id],
    queryFn: () => getBillingSession(id),
    // A session is used or expires on the server: always show its current state.
    staleTime: 0,
  });
}

export function useBillingSession(id: string) {
  return useQuery(getBillingSessionQueryOptions(id));
}
