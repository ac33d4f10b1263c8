import { sessionUrlResponseSchema } from '@venues/contracts/billing';
import { snakeize } from '@venues/contracts/wire';
import { useMutation } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';

export type CancelSubscriptionInput = { customerId: string; subscriptionId: string; returnUrl: string };

export async function cancelSubscription(input: CancelSubscriptionInput): Promise<string> {
  return (await sendData(sessionUrlResponseSchema, 'post', '/stripe/subscription/cancel', snakeize(input)))
    .sessionUrl;
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
