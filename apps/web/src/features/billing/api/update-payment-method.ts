import { sessionUrlResponseSchema } from '@venues/contracts/billing';
import { snakeize } from '@venues/contracts/wire';
import { useMutation } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';

export type UpdatePaymentMethodInput = { customerId: string; returnUrl: string };

export async function updatePaymentMethod(input: UpdatePaymentMethodInput): Promise<string> {
  return (await sendData(sessionUrlResponseSchema, 'post', '/stripe/update-payment-method', snakeize(input)))
    .sessionUrl;
}

export function useUpdatePaymentMethod() {
  return useMutation({ mutationFn: updatePaymentMethod });
}
