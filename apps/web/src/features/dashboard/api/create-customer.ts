import { customerFoundResponseSchema, type CustomerResponse } from '@venues/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerQueryKey } from '@/lib/billing-queries';
import { useSessionStore } from '@/stores/session-store';

export type CreateCustomerInput = { name: string; email: string; restaurant_id: string };

export async function createCustomer(input: CreateCustomerInput): Promise<CustomerResponse> {
  const response = await api.post<unknown>('/stripe/customer', input);
  return customerFoundResponseSchema.parse(response.data);
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  const user = useSessionStore((state) => state.user);
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: (data) => {
      queryClient.setQueryData(customerQueryKey(user?.uid), data);
    },
  });
}
