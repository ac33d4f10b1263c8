import {
  planOfPrice,
  type Customer,
  type CustomerResponse,
  type Plan,
  type PlanId,
} from '@venues/contracts/billing';

export type CustomerSubscription = Customer['subscriptions'][number];

export type PlanState =
  | { status: 'pending' }
  | {
      status: 'ready';
      /** null: no subscription for this restaurant, or an item on a price that is none of ours. */
      planId: PlanId | null;
      customerId: string | null;
      subscription: CustomerSubscription | undefined;
      /** Several subscriptions or items: plan changes go through support (specification, section 6). */
      multipleSubscriptions: boolean;
    };

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Section 4: the current plan is the one whose price id matches the subscription item of the current
 * restaurant; it is pending while the user, customer or plan data loads. An ended subscription is free.
 */
export function planStateOf(
  customer: CustomerResponse | undefined,
  plans: readonly Plan[] | undefined,
  restaurantId: string | undefined,
): PlanState {
  if (!customer || !plans || !restaurantId) return { status: 'pending' };
  if (!customer.success) {
    return {
      status: 'ready',
      planId: null,
      customerId: null,
      subscription: undefined,
      multipleSubscriptions: false,
    };
  }
  const own = customer.customer.subscriptions.filter((s) => s.restaurant_id === restaurantId);
  const live = own.filter((s) => !ENDED.has(s.status));
  const subscription = live[0] ?? own[0];
  const base = { status: 'ready', customerId: customer.customer.id, subscription } as const;
  const multipleSubscriptions = live.length > 1 || (subscription?.items.total_count ?? 0) > 1;
  if (!subscription) return { ...base, planId: null, multipleSubscriptions };
  if (ENDED.has(subscription.status)) return { ...base, planId: 'free', multipleSubscriptions };
  const plan = subscription.items.data
    .map((item) => planOfPrice(plans, item.plan.id))
    .find((found) => found !== undefined);
  return { ...base, planId: plan?.id ?? null, multipleSubscriptions };
}

export type PlanAction = 'current' | 'choose' | 'contact' | 'none';

/** What a plan card offers: 'your plan', choose-plan, the mailto to support, or nothing yet. */
export function planActionOf(state: PlanState, plan: Pick<Plan, 'id' | 'self_service'>): PlanAction {
  if (state.status === 'pending') return 'none';
  if (state.planId === plan.id) return 'current';
  if (state.multipleSubscriptions || state.planId === 'enterprise' || !plan.self_service) return 'contact';
  return state.subscription && state.planId !== null ? 'choose' : 'none';
}

/** Section 5: cancelling is refused client-side when the subscription is more than a single item of one. */
export function cancelRefused(subscription: CustomerSubscription): boolean {
  return subscription.items.total_count > 1 || subscription.items.data.some((item) => item.quantity > 1);
}

export function isPaidPlan(planId: PlanId | null): planId is 'starter' | 'pro' {
  return planId === 'starter' || planId === 'pro';
}

export function planTitle(id: PlanId): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}
