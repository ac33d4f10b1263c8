import { useCustomer, usePlans } from '@/lib/billing-queries';
import { useCurrentClaim } from '@/hooks/use-current-claim';
import { currentPlanOf, type CurrentPlan } from '../utils/current-plan';

export function useCurrentPlan(): CurrentPlan {
  const customer = useCustomer();
  const plans = usePlans();
  const claim = useCurrentClaim();
  return currentPlanOf(customer.data, plans.data, claim?.restaurant.id);
}
