import { useCurrentVenue } from '@/hooks/use-current-venue';
import { useSessionStore } from '@/stores/session-store';
import { useCustomer } from '../api/get-customer';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import { planStateOf, type PlanState } from '../utils/plan-state';

/**
 * The current restaurant's plan, from the user, the customer, the plan catalogue and the subscription
 * lookup; pending until all of them have answered. `staleTime: 0`: a change confirmed in another window
 * shows as soon as this screen mounts or regains focus.
 */
export function usePlanState() {
  const user = useSessionStore((state) => state.user);
  const venue = useCurrentVenue();
  const customer = useCustomer({ staleTime: 0 });
  const plans = usePlans();
  const restaurantId = venue?.place.id;
  const base = planStateOf(user ? customer.data : undefined, plans.data, restaurantId);
  const customerId =
    base.status === 'ready' && base.subscription ? (base.customerId ?? undefined) : undefined;
  const subscription = useSubscription(customerId, restaurantId);
  const state: PlanState = customerId && subscription.isPending ? { status: 'pending' } : base;
  return {
    user,
    venue,
    plans,
    state,
    /** The ids the plan-change and cancel calls need; undefined when the lookup found none. */
    ids: subscription.data,
    error: customer.isError || subscription.isError,
  };
}
