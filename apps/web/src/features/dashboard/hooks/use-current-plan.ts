import { useCustomer, usePlans } from '@/lib/billing-queries';
import { useCurrentClaim } from '@/stores/session-store';
import { currentPlanOf, type CurrentPlan } from '../utils/current-plan';

export function useCurrentPlan(): CurrentPlan {
  const customer = useCustomer();
  const plans = usePlans();
  const claim = useCurrentClaim();
  return currentPlanOf(customer.data, plans.data, claim?.restaurant.id);
}
