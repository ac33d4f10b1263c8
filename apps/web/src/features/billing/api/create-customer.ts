import { customerFoundResponseSchema } from '@venues/contracts/billing';
import { snakeize } from '@venues/contracts/wire';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import { customerQueryKey, type CustomerResponse } from './get-customer';
import { useSessionStore } from '@/stores/session-store';

export type CreateCustomerInput = { name: string; email: string; restaurantId: string };

export async function createCustomer(input: CreateCustomerInput): Promise<CustomerResponse> {
  return sendData(customerFoundResponseSchema, 'post', '/stripe/customer', snakeize(input));
}

const createCustomerKey = (uid: string | undefined) => [...customerQueryKey(uid), 'create'] as const;

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  const uid = useSessionStore((state) => state.user?.uid);
  return useMutation({
    mutationKey: createCustomerKey(uid),
    mutationFn: createCustomer,
    onSuccess: (data) => {
      queryClient.setQueryData(customerQueryKey(uid), data);
    },
  });
}

/** The latest creation attempt, wherever it was started (the dashboard layout starts it). */
export function useLastCustomerCreation() {
  const uid = useSessionStore((state) => state.user?.uid);
  const attempts = useMutationState({
    filters: { mutationKey: createCustomerKey(uid) },
    select: (mutation) => ({
      status: mutation.state.status,
      input: mutation.state.variables as CreateCustomerInput | undefined,
    }),
  });
  return attempts.at(-1);
}
