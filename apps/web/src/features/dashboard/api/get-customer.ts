import { customerResponseSchema, type CustomerResponse } from '@venues/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export async function getCustomer(email: string): Promise<CustomerResponse> {
  const response = await api.get<unknown>('/stripe/customer', { params: { email } });
  return customerResponseSchema.parse(response.data);
}

export function getCustomerQueryOptions(uid: string | undefined, email: string | null | undefined) {
  return queryOptions({
    queryKey: ['users', uid, 'customer'],
    queryFn: () => getCustomer(email ?? ''),
    enabled: Boolean(uid && email),
  });
}

export function useCustomer() {
  const uid = useSessionStore((state) => state.user?.uid);
  const email = useSessionStore((state) => state.user?.email);
  return useQuery(getCustomerQueryOptions(uid, email));
}
