import { sessionUrlResponseSchema, type PlanId } from '@venues/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UpdateSubscriptionInput = {
  customer_id: string;
  subscription_item_id: string;
  to: PlanId;
  return_url: string;
};

/** Opens a plan-change session with the payment provider; the change happens when the user confirms there. */
export async function updateSubscription(input: UpdateSubscriptionInput): Promise<string> {
  const response = await api.post<unknown>('/stripe/subscription/update', input);
  return sessionUrlResponseSchema.parse(response.data).session_url;
}

export function useUpdateSubscription() {
  return useMutation({ mutationFn: updateSubscription });
}
