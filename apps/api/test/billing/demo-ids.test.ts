import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, claims, places, subscriptionItems, subscriptions } from '../../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed/accounts';
import { demoPricesOf, seedDemo } from '../../src/seed/seed-demo';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signIn, testAuth } from '../helpers/users';
import { appOrigin, sessionIdOf } from './fixtures';

/** The billing rows of the demo seed, with the ids the lead's seed uses; skipped where it already wrote them. */
async function seedDemoBilling(t: TestApp): Promise<Record<string, string>> {
  const venues = await t.app.db
    .select({ id: places.id, name: places.name })
    .from(places)
    .innerJoin(claims, eq(claims.placeId, places.id))
    .where(
      and(
        inArray(places.name, ['Osteria del Porto', 'Pizzeria Bella Napoli', 'Sushi Zen Milano']),
        eq(claims.status, 'approved'),
      ),
    );
  const place = Object.fromEntries(venues.map((v) => [v.name, v.id]));
  const { owner, multi } = DEMO_ACCOUNTS;
  await t.app.db
    .insert(billingCustomers)
    .values([
      {
        id: 'cus_demo_owner',
        userUid: owner.uid,
        email: owner.email,
        name: owner.displayName,
        provider: 'local',
      },
      {
        id: 'cus_demo_multi',
        userUid: multi.uid,
        email: multi.email,
        name: multi.displayName,
        provider: 'local',
      },
    ])
    .onConflictDoNothing();
  const subs = [
    ['sub_demo_owner', 'cus_demo_owner', 'Osteria del Porto', 'si_demo_owner', t.env.STRIPE_PRICE_STARTER],
    [
      'sub_demo_multi_free',
      'cus_demo_multi',
      'Pizzeria Bella Napoli',
      'si_demo_multi_free',
      t.env.STRIPE_PRICE_FREE,
    ],
    ['sub_demo_multi_pro', 'cus_demo_multi', 'Sushi Zen Milano', 'si_demo_multi_pro', t.env.STRIPE_PRICE_PRO],
  ] as const;
  for (const [id, customerId, name, itemId, priceId] of subs) {
    await t.app.db
      .insert(subscriptions)
      .values({ id, customerId, placeId: place[name]! })
      .onConflictDoNothing();
    await t.app.db
      .insert(subscriptionItems)
      .values({ id: itemId, subscriptionId: id, priceId })
      .onConflictDoNothing();
  }
  return place;
}

describe('billing with the demo seed ids', () => {
  let t: TestApp;
  let place: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, testAuth(), demoPricesOf(t.env));
    place = await seedDemoBilling(t);
  });
  afterAll(() => t.close());

  it('reads the plans of the demo venues', async () => {
    expect(await t.app.billing.currentPlan(place['Osteria del Porto']!)).toBe('starter');
    expect(await t.app.billing.currentPlan(place['Pizzeria Bella Napoli']!)).toBe('free');
    expect(await t.app.billing.currentPlan(place['Sushi Zen Milano']!)).toBe('pro');

    const token = await signIn('multi@demo.test', DEMO_PASSWORD);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/customer?email=multi%40demo.test',
      headers: bearer(token),
    });
    expect(customer.json().customer.id).toBe('cus_demo_multi');
    expect(customer.json().customer.subscriptions).toHaveLength(2);
    const subscription = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/subscription?customer_id=cus_demo_multi&restaurant_id=${place['Sushi Zen Milano']}`,
      headers: bearer(token),
    });
    expect(subscription.json()).toEqual({
      subscription: { subscription_id: 'sub_demo_multi_pro', subscription_item_id: 'si_demo_multi_pro' },
    });
  });

  it('upgrades the demo owner from starter to pro through a local session', async () => {
    const token = await signIn('owner@demo.test', DEMO_PASSWORD);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/subscription/update',
      headers: bearer(token),
      payload: {
        customer_id: 'cus_demo_owner',
        subscription_item_id: 'si_demo_owner',
        to: 'pro',
        return_url: `${appOrigin(t.env)}/dashboard/summary`,
      },
    });
    const id = sessionIdOf(opened.json().session_url);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/billing/sessions/${id}`,
      headers: bearer(token),
    });
    expect(shown.json().session).toMatchObject({
      current_plan: { id: 'starter', price_cents: 2900 },
      new_plan: { id: 'pro', price_cents: 7900 },
      restaurant: { name: 'Osteria del Porto' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/billing/sessions/${id}/confirm`,
      headers: bearer(token),
    });
    expect(await t.app.billing.currentPlan(place['Osteria del Porto']!)).toBe('pro');
  });
});
