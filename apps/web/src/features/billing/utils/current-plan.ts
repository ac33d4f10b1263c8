import type { PlanId } from '@venues/contracts/billing';
import { currentPlanOf, planAllows, type PlanFeature } from '@venues/contracts/plans';
import type { Customer, CustomerSubscription } from '../api/get-customer';
import type { Plan } from '../api/get-plans';

/** `pending` while the current venue loads; `planId` null when it is unknown. */
export type CurrentPlan = { status: 'pending' } | { status: 'ready'; planId: PlanId | null };

/** The plan of a subscription item, found by its price id; undefined when the price is none of ours. */
export function planOfPrice(plans: readonly Plan[], priceId: string): Plan | undefined {
  return plans.find((plan) => plan.priceId !== null && plan.priceId === priceId);
}

/** A venue's plan by the contracts' rule, each subscription item's plan found by its price id. */
export function venuePlanOf(
  subscriptions: readonly CustomerSubscription[],
  plans: readonly Plan[],
): PlanId | null {
  return currentPlanOf(
    subscriptions.map((subscription) => ({
      status: subscription.status,
      itemPlans: subscription.items.data.map((item) => planOfPrice(plans, item.plan.id)?.id ?? null),
    })),
  );
}

/** The subscriptions of one venue; a billing customer may hold those of several. */
export function subscriptionsOf(customer: Customer, placeId: string): CustomerSubscription[] {
  return customer.subscriptions.filter((subscription) => subscription.restaurantId === placeId);
}

/** Whether the plan, once known, allows a feature; the API enforces the same rule. */
export function currentPlanAllows(plan: CurrentPlan, feature: PlanFeature): boolean {
  return plan.status === 'ready' && planAllows(plan.planId, feature);
}
