import { PLANS, type Plan, type SelfServicePlanId } from '@venues/contracts/billing';
import { isSelfServicePlan } from '@venues/contracts/plans';
import type { Env } from '../../../config/env';

export type PriceIds = Record<SelfServicePlanId, string>;

export function priceIdsFrom(env: Env): PriceIds {
  return { free: env.STRIPE_PRICE_FREE, starter: env.STRIPE_PRICE_STARTER, pro: env.STRIPE_PRICE_PRO };
}

/** The catalogue as the web receives it, with this deployment's price ids. */
export function planCatalogue(prices: PriceIds): Plan[] {
  return PLANS.map((plan) => ({
    id: plan.id,
    price_id: isSelfServicePlan(plan.id) ? prices[plan.id] : null,
    price_cents: plan.priceCents,
    currency: 'eur',
    interval: 'month',
    self_service: plan.selfService,
    benefits: plan.benefits,
  }));
}

export function planOfPriceId(prices: PriceIds, priceId: string): SelfServicePlanId | null {
  const match = (Object.keys(prices) as SelfServicePlanId[]).find((plan) => prices[plan] === priceId);
  return match ?? null;
}

export function priceCentsOf(plan: SelfServicePlanId): number {
  return PLANS.find((p) => p.id === plan)?.priceCents ?? 0;
}
