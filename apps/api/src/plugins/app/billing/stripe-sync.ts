import type Stripe from 'stripe';
import { z } from 'zod';
import { isEnded } from '@venues/contracts/plans';
import type { Db } from '../../../db/client';
import { createBillingRepository, type BillingRepository, type NewSubscription } from './billing-repository';
import { planOfPriceId, type PriceIds } from './plans';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

export function toMirror(
  subscription: Stripe.Subscription,
  customerId: string,
  placeId: string,
  prices: PriceIds,
  syncedAt: Date,
): NewSubscription {
  return {
    id: subscription.id,
    customerId,
    placeId,
    status: subscription.status,
    syncedAt,
    items: subscription.items.data.map((item) => ({
      id: item.id,
      priceId: item.price.id,
      plan: planOfPriceId(prices, item.price.id),
      quantity: item.quantity ?? 1,
    })),
  };
}

async function syncSubscription(
  repo: BillingRepository,
  prices: PriceIds,
  subscription: Stripe.Subscription,
  at: Date,
): Promise<void> {
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  if (!(await repo.customerById(customerId))) return;
  const existing = await repo.subscriptionById(subscription.id);
  // Stripe does not promise order: a state older than the one mirrored is dropped.
  if (existing?.syncedAt && existing.syncedAt > at) return;
  const placeId = existing?.placeId ?? subscription.metadata.restaurant_id;
  if (!placeId || !z.uuid().safeParse(placeId).success || !(await repo.placeName(placeId))) return;

  const other = await repo.subscriptionFor(customerId, placeId);
  if (other && other.id !== subscription.id) {
    // One subscription per restaurant: a live one replaces an ended one, never the other way round.
    if (isEnded(subscription.status)) return;
    await repo.deleteSubscription(other.id);
  }
  await repo.saveSubscription(toMirror(subscription, customerId, placeId, prices, at));
}

/** Applies verified webhook events to the mirror, each at most once. */
export function createStripeSync(deps: { db: Db; prices: PriceIds }) {
  return {
    async apply(event: Stripe.Event): Promise<{ duplicate: boolean }> {
      return deps.db.transaction(async (tx) => {
        const repo = createBillingRepository(tx);
        if (!(await repo.recordStripeEvent(event.id, event.type))) return { duplicate: true };
        if (SUBSCRIPTION_EVENTS.has(event.type)) {
          const subscription = event.data.object as Stripe.Subscription;
          await syncSubscription(repo, deps.prices, subscription, new Date(event.created * 1000));
        }
        return { duplicate: false };
      });
    },
  };
}

export type StripeSync = ReturnType<typeof createStripeSync>;
