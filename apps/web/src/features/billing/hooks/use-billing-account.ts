import { useEffect } from 'react';
import { useCan, useCurrentVenue } from '@/hooks/use-current-venue';
import { useClaims } from '@/lib/claims-queries';
import { useSessionStore } from '@/stores/session-store';
import { useCreateCustomer, useLastCustomerCreation } from '../api/create-customer';
import { useCustomer } from '../api/get-customer';

/**
 * The dashboard needs a billing customer: look it up by the user's email and, when there is
 * none yet, create it for the current restaurant. Nothing waits for it but what shows billing data.
 */
export function useEnsureCustomer(): void {
  const user = useSessionStore((state) => state.user);
  const venue = useCurrentVenue();
  const placeId = venue?.place.id;
  const claim = useClaims().data?.find((item) => item.restaurant.id === placeId);
  const customer = useCustomer();
  const { mutate, isIdle } = useCreateCustomer();

  const email = user?.email ?? '';
  const name = user?.displayName || claim?.companyName || email;
  // Only a lookup that reports no customer, with a current venue whose billing the user runs, creates one.
  const runsBilling = useCan('billing.manage') === true;
  const forPlace = customer.data?.success === false && runsBilling ? placeId : undefined;

  useEffect(() => {
    if (forPlace && email && isIdle) mutate({ name, email, restaurantId: forPlace });
  }, [forPlace, email, name, isIdle, mutate]);
}

export type BillingAccount = {
  status: 'pending' | 'ready' | 'error';
  /** A failed attempt is being retried (the query client retries server errors). */
  retrying: boolean;
  busy: boolean;
  retry: () => void;
};

/** Whether the billing customer is there, for the parts of a page that need it. */
export function useBillingAccount(): BillingAccount {
  const customer = useCustomer();
  const creation = useLastCustomerCreation();
  const create = useCreateCustomer();
  const createFailed = creation?.status === 'error';

  const retry = () => {
    if (customer.isError) void customer.refetch();
    else if (createFailed && creation.input) create.mutate(creation.input);
  };
  const status = customer.data?.success ? 'ready' : customer.isError || createFailed ? 'error' : 'pending';
  return {
    status,
    retrying: customer.failureCount > 0 && customer.isFetching,
    busy: customer.isFetching || create.isPending,
    retry,
  };
}
