import { subscriptionResponseSchema } from '@venues/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerQueryKey } from './get-customer';
import { useSessionStore } from '@/stores/session-store';

export type SubscriptionRef = { subscription_id: string; subscription_item_id: string };

export async function getSubscription(customerId: string, restaurantId: string): Promise<SubscriptionRef> {
  const response = await api.get<unknown>('/stripe/subscription', {
    params: { customer_id: customerId, restaurant_id: restaurantId },
  });
  return subscriptionResponseSchema.parse(response.data).subscription;
}

export function getSubscriptionQueryOptions(
  uid: string | undefined,
  customerId: string | undefined,
  restaurantId: string | undefined,
) {
  return queryOptions({
    // Under the customer's key: invalidating the customer refreshes its subscriptions too.
    queryKey: [...customerQueryKey(uid), customerId, 'subscription', restaurantId],
    queryFn: () => getSubscription(customerId ?? '', restaurantId ?? ''),
    enabled: Boolean(uid && customerId && restaurantId),
  });
}

export function useSubscription(customerId: string | undefined, restaurantId: string | undefined) {
  const uid = useSessionStore((state) => state.user?.uid);
  return useQuery({ ...getSubscriptionQueryOptions(uid, customerId, restaurantId), staleTime: 0 });
}
