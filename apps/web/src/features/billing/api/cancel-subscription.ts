import { sessionUrlResponseSchema } from '@venues/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CancelSubscriptionInput = { customer_id: string; subscription_id: string; return_url: string };

export async function cancelSubscription(input: CancelSubscriptionInput): Promise<string> {
  const response = await api.post<unknown>('/stripe/subscription/cancel', input);
  return sessionUrlResponseSchema.parse(response.data).session_url;
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
