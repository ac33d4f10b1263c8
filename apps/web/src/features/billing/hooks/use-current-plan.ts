import { useCurrentVenue } from '@/hooks/use-current-venue';
import { useCustomer } from '../api/get-customer';
import { usePlans } from '../api/get-plans';
import { currentPlanFor, type CurrentPlan } from '../utils/current-plan';

export function useCurrentPlan(): CurrentPlan {
  const customer = useCustomer();
  const plans = usePlans();
  const venue = useCurrentVenue();
  return currentPlanFor(customer.data, plans.data, venue?.place.id);
}
