import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, stripeEvents, subscriptions } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOwner, type Owner } from './fixtures';
import { stripeEnv, stripeSubscription } from './fake-stripe';

const SECRET = 'whsec_test_fake';
const signer = new Stripe('sk_test_fake');
const T0 = 1_760_000_000;

describe('POST /api/stripe/webhook', () => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    // Webhooks never call Stripe: the port only has to be closed.
    t = await createTestApp(stripeEnv(9));
    owner = await addOwner(t.app);
    await t.app.db.insert(billingCustomers).values({
      id: 'cus_wh',
      userUid: owner.uid,
      email: owner.email,
      name: 'Owner',
      provider: 'stripe',
    });
  });
  afterAll(() => t.close());

  const event = (id: string, type: string, created: number, price: string, status = 'active') => ({
    id,
    object: 'event',
    type,
    created,
    data: {
      object: stripeSubscription({
        id: 'sub_wh',
        itemId: 'si_wh',
        customer: 'cus_wh',
        restaurantId: owner.placeId,
        price,
        status,
      }),
    },
  });
  const deliver = (body: object, secret = SECRET) => {
    const payload = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const plan = () => t.app.billing.currentPlan(owner.placeId);
  const eventIds = async () => (await t.app.db.select().from(stripeEvents)).map((e) => e.id).sort();

  it('mirrors a created subscription', async () => {
    const response = await deliver(event('evt_1', 'customer.subscription.created', T0, 'price_free'));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_wh'));
    expect(row).toMatchObject({ customerId: 'cus_wh', placeId: owner.placeId, status: 'active' });
    expect(await plan()).toBe('free');
  });

  it('refuses a forged or missing signature and changes nothing', async () => {
    const forged = await deliver(
      event('evt_forged', 'customer.subscription.updated', T0 + 5, 'price_pro'),
      'whsec_x',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('billing/invalid-signature');

    const payload = JSON.stringify(
      event('evt_unsigned', 'customer.subscription.updated', T0 + 5, 'price_pro'),
    );
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);

    const tampered = event('evt_tampered', 'customer.subscription.updated', T0 + 5, 'price_starter');
    const signature = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(tampered),
      secret: SECRET,
    });
    const swapped = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: JSON.stringify({ ...tampered, data: event('x', 'x', T0, 'price_pro').data }),
    });
    expect(swapped.statusCode).toBe(400);
    expect(await plan()).toBe('free');
    expect(await eventIds()).toEqual(['evt_1']);
  });

  it('applies a replayed event once', async () => {
    const upgrade = event('evt_2', 'customer.subscription.updated', T0 + 10, 'price_pro');
    expect((await deliver(upgrade)).json().duplicate).toBe(false);
    expect(await plan()).toBe('pro');
    // A later change in the same second, then the first delivery again: only the id stops it.
    await deliver(event('evt_3', 'customer.subscription.updated', T0 + 10, 'price_starter'));
    expect(await plan()).toBe('starter');
    expect((await deliver(upgrade)).json()).toEqual({ received: true, duplicate: true });
    expect(await plan()).toBe('starter');
  });

  it('ignores an event older than the mirrored state', async () => {
    const stale = await deliver(event('evt_old', 'customer.subscription.updated', T0 + 1, 'price_pro'));
    expect(stale.statusCode).toBe(200);
    expect(await plan()).toBe('starter');
  });

  it('marks a deleted subscription canceled, which grants the free plan', async () => {
    await deliver(event('evt_4', 'customer.subscription.deleted', T0 + 20, 'price_starter', 'canceled'));
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_wh'));
    expect(row?.status).toBe('canceled');
    expect(await plan()).toBe('free');
  });

  it('ignores subscriptions of customers that are not ours', async () => {
    const foreign = { ...event('evt_5', 'customer.subscription.created', T0, 'price_pro') };
    foreign.data.object.customer = 'cus_stranger';
    foreign.data.object.id = 'sub_stranger';
    expect((await deliver(foreign)).statusCode).toBe(200);
    expect(await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_stranger'))).toEqual(
      [],
    );
  });
});

describe('POST /api/stripe/webhook without Stripe', () => {
  it('does not exist', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
