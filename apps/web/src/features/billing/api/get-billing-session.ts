import { billingSessionResponseSchema, type BillingSession } from '@venues/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getBillingSession(id: string): Promise<BillingSession> {
  const response = await api.get<unknown>(`/billing/sessions/${encodeURIComponent(id)}`);
  return billingSessionResponseSchema.parse(response.data).session;
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
