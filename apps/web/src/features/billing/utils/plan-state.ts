import type { PlanId } from '@venues/contracts/billing';
import { isEnded, isSelfServicePlan } from '@venues/contracts/plans';
import type { CustomerResponse, CustomerSubscription } from '../api/get-customer';
import type { Plan } from '../api/get-plans';
import { subscriptionsOf, venuePlanOf } from './current-plan';

export type { CustomerSubscription };

export type PlanState =
  | { status: 'pending' }
  | {
      status: 'ready';
      /** null: no billing customer yet, or only items on prices that are none of ours. */
      planId: PlanId | null;
      customerId: string | null;
      subscription: CustomerSubscription | undefined;
      /** Several subscriptions or items: plan changes go through support. */
      multipleSubscriptions: boolean;
    };

/**
 * The current restaurant's plan (the contracts' rule, as the API applies it) and what a plan change
 * needs; pending while the user, customer or plan data loads.
 */
export function planStateOf(
  customer: CustomerResponse | undefined,
  plans: readonly Plan[] | undefined,
  placeId: string | undefined,
): PlanState {
  if (!customer || !plans || !placeId) return { status: 'pending' };
  if (!customer.success) {
    return {
      status: 'ready',
      planId: null,
      customerId: null,
      subscription: undefined,
      multipleSubscriptions: false,
    };
  }
  const own = subscriptionsOf(customer.customer, placeId);
  const live = own.filter((s) => !isEnded(s.status));
  const subscription = live[0] ?? own[0];
  const base = { status: 'ready', customerId: customer.customer.id, subscription } as const;
  const multipleSubscriptions = live.length > 1 || (subscription?.items.totalCount ?? 0) > 1;
  // Every subscription of the venue weighs in, by the contracts' rule: the plan the API enforces.
  return { ...base, planId: venuePlanOf(own, plans), multipleSubscriptions };
}

export type PlanAction = 'current' | 'choose' | 'contact' | 'none';

/** What a plan card offers: 'your plan', choose-plan, the mailto to support, or nothing yet. */
export function planActionOf(state: PlanState, plan: Pick<Plan, 'id' | 'selfService'>): PlanAction {
  if (state.status === 'pending') return 'none';
  if (state.planId === plan.id) return 'current';
  const onSalesPlan = state.planId !== null && !isSelfServicePlan(state.planId);
  if (state.multipleSubscriptions || onSalesPlan || !plan.selfService) return 'contact';
  return state.subscription && state.planId !== null ? 'choose' : 'none';
}

/** Cancelling is refused client-side when the subscription is more than a single item of one. */
export function cancelRefused(subscription: CustomerSubscription): boolean {
  return subscription.items.totalCount > 1 || subscription.items.data.some((item) => item.quantity > 1);
}

export function planTitle(id: PlanId): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}
