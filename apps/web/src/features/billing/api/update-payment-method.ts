import { sessionUrlResponseSchema } from '@venues/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UpdatePaymentMethodInput = { customer_id: string; return_url: string };

export async function updatePaymentMethod(input: UpdatePaymentMethodInput): Promise<string> {
  const response = await api.post<unknown>('/stripe/update-payment-method', input);
  return sessionUrlResponseSchema.parse(response.data).session_url;
}

export function useUpdatePaymentMethod() {
  return useMutation({ mutationFn: updatePaymentMethod });
}
