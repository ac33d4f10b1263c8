import { useCurrentClaim } from '@/hooks/use-current-claim';
import { useCustomer } from '../api/get-customer';
import { usePlans } from '../api/get-plans';
import { currentPlanFor, type CurrentPlan } from '../utils/current-plan';

export function useCurrentPlan(): CurrentPlan {
  const customer = useCustomer();
  const plans = usePlans();
  const claim = useCurrentClaim();
  return currentPlanFor(customer.data, plans.data, claim?.restaurant.id);
}
