import {
  customerResponseSchema,
  type Customer as CustomerWire,
  type CustomerResponse as CustomerResponseWire,
} from '@venues/contracts/billing';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';
import { useSessionStore } from '@/stores/session-store';

export type CustomerResponse = Camelized<CustomerResponseWire>;
export type Customer = Camelized<CustomerWire>;
export type CustomerSubscription = Customer['subscriptions'][number];

export async function getCustomer(email: string): Promise<CustomerResponse> {
  return getData(customerResponseSchema, '/stripe/customer', { params: { email } });
}

/** Everything billing-related of one user sits under this key, so one invalidation refreshes it all. */
export function customerQueryKey(uid: string | undefined) {
  return ['users', uid, 'customer'] as const;
}

export function getCustomerQueryOptions(uid: string | undefined, email: string | null | undefined) {
  return queryOptions({
    queryKey: customerQueryKey(uid),
    queryFn: () => getCustomer(email ?? ''),
    enabled: Boolean(uid && email),
  });
}

/** `staleTime` lets a screen that shows the plan ask for fresh data when it mounts or regains focus. */
export function useCustomer({ staleTime }: { staleTime?: number } = {}) {
  const uid = useSessionStore((state) => state.user?.uid);
  const email = useSessionStore((state) => state.user?.email);
  return useQuery({
    ...getCustomerQueryOptions(uid, email),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
