import type Stripe from 'stripe';
import { z } from 'zod';
import { isEnded } from '@venues/contracts/plans';
import type { Db } from '../../../db/client';
import { createBillingRepository, type BillingRepository, type NewSubscription } from './billing-repository';
import { planOfPriceId, type PriceIds } from './plans';
import { person, recordActivity } from '../activity/activity-log';

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

/** The plan a subscription's items name, as the activity log states it; null when none of ours. */
const planOfItems = (items: { plan: string | null }[]) => items.find((item) => item.plan)?.plan ?? null;

async function syncSubscription(
  tx: Db,
  repo: BillingRepository,
  prices: PriceIds,
  subscription: Stripe.Subscription,
  at: Date,
): Promise<void> {
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const customer = await repo.customerById(customerId);
  if (!customer) return;
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
  const before =
    existing && !isEnded(existing.status) ? planOfItems(await repo.itemsOf([existing.id])) : null;
  const mirror = toMirror(subscription, customerId, placeId, prices, at);
  await repo.saveSubscription(mirror);
  // The plan the venue pays for changed: the customer's person made the change, on Stripe's pages.
  const after = isEnded(subscription.status) ? null : planOfItems(mirror.items);
  if (before !== after)
    await recordActivity(tx, {
      placeId,
      actor: person(customer.userUid),
      action: 'plan.changed',
      subject: { type: 'subscription', id: subscription.id },
      details: { from: before, to: after, status: subscription.status },
      at,
    });
  // A deleted account's customer stayed only for the plan it still paid: once that ends, it goes.
  if (customer.userUid === null && isEnded(subscription.status)) await repo.removeLeftCustomer(customer.id);
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
          await syncSubscription(tx, repo, deps.prices, subscription, new Date(event.created * 1000));
        }
        return { duplicate: false };
      });
    },
  };
}

export type StripeSync = ReturnType<typeof createStripeSync>;
