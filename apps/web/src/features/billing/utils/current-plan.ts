import { planOfPrice, type CustomerResponse, type Plan, type PlanId } from '@venues/contracts/billing';

/** Section 4: `pending` while user, customer or plan data loads; `none` when no item matches a price of ours. */
export type CurrentPlan = { status: 'pending' } | { status: 'ready'; planId: PlanId | null };

export function currentPlanOf(
  customer: CustomerResponse | undefined,
  plans: readonly Plan[] | undefined,
  restaurantId: string | undefined,
): CurrentPlan {
  if (!customer || !plans || !restaurantId) return { status: 'pending' };
  if (!customer.success) return { status: 'ready', planId: null };
  const subscription = customer.customer.subscriptions.find((s) => s.restaurant_id === restaurantId);
  const priceId = subscription?.items.data[0]?.plan.id;
  const plan = priceId === undefined ? undefined : planOfPrice(plans, priceId);
  return { status: 'ready', planId: plan?.id ?? null };
}

/** Video download needs a known paid plan (starter or above); the API enforces the same rule. */
export function canDownloadVideos(plan: CurrentPlan): boolean {
  return plan.status === 'ready' && plan.planId !== null && plan.planId !== 'free';
}
