import { sessionUrlResponseSchema, type PlanId } from '@venues/contracts/billing';
import { snakeize } from '@venues/contracts/wire';
import { useMutation } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';

export type UpdateSubscriptionInput = {
  customerId: string;
  subscriptionItemId: string;
  to: PlanId;
  returnUrl: string;
};

/** Opens a plan-change session with the payment provider; the change happens when the user confirms there. */
export async function updateSubscription(input: UpdateSubscriptionInput): Promise<string> {
  return (await sendData(sessionUrlResponseSchema, 'post', '/stripe/subscription/update', snakeize(input)))
    .sessionUrl;
}

export function useUpdateSubscription() {
  return useMutation({ mutationFn: updateSubscription });
}
