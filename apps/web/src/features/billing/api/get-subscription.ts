import { subscriptionResponseSchema } from '@venues/contracts/billing';
import type { Camelized } from '@venues/contracts/wire';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';
import { customerQueryKey } from './get-customer';
import { useSessionStore } from '@/stores/session-store';

export type SubscriptionRef = Camelized<z.output<typeof subscriptionResponseSchema>['subscription']>;

export async function getSubscription(customerId: string, restaurantId: string): Promise<SubscriptionRef> {
  return (
    await getData(subscriptionResponseSchema, '/stripe/subscription', {
      params: { customer_id: customerId, restaurant_id: restaurantId },
    })
  ).subscription;
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
