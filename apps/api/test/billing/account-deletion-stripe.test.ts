import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingCustomers, memberships, subscriptions, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser } from '../helpers/users';
import { addOwner, createCustomer } from './fixtures';
import { startFakeStripe, stripeEnv, stripeSubscription, type FakeStripe } from './fake-stripe';

const T0 = 1_760_000_000;
const signer = new Stripe('sk_test_fake');

describe('deleting an account with Stripe subscriptions', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(stripeEnv(stripe.port));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => stripe.reset());

  /** A webhook event, signed as Stripe signs it. */
  const deliver = (body: object) => {
    const payload = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: stripeEnv(stripe.port).STRIPE_WEBHOOK_SECRET,
        }),
      },
      payload,
    });
  };

  const deleteAccount = (token: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/users/account',
      headers: bearer(token),
      payload: { confirm: true },
    });

  it('asks Stripe to stop renewing each subscription at the end of its period, then deletes', async () => {
    const owner = await addOwner(t.app);
    const customer = await createCustomer(t.app, owner);
    const subscriptionId = customer.subscriptions[0]!.id;
    stripe.reset();
    stripe.onRequest(({ method, path, form }) =>
      method === 'POST' && path === `/v1/subscriptions/${subscriptionId}`
        ? {
            body: {
              ...stripeSubscription({
                id: subscriptionId,
                customer: customer.id,
                restaurantId: owner.placeId,
                price: 'price_free',
              }),
              cancel_at_period_end: form.cancel_at_period_end === 'true',
            },
          }
        : undefined,
    );

    const response = await deleteAccount(owner.token);
    expect(response.statusCode, response.body).toBe(200);
    const cancel = stripe.requests.find((request) => request.path === `/v1/subscriptions/${subscriptionId}`);
    expect(cancel).toMatchObject({ method: 'POST', form: { cancel_at_period_end: 'true' } });
    expect(await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))).toEqual(
      [],
    );
  });

  it('changes nothing when Stripe refuses: 502, and the account stays', async () => {
    const owner = await addOwner(t.app);
    await createCustomer(t.app, owner);
    stripe.reset();
    stripe.onRequest(({ method, path }) =>
      method === 'POST' && path.startsWith('/v1/subscriptions/')
        ? { status: 500, body: { error: { type: 'api_error', message: 'down' } } }
        : undefined,
    );

    const response = await deleteAccount(owner.token);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('billing/provider-error');
    expect(await t.app.db.select().from(users).where(eq(users.uid, owner.uid))).toHaveLength(1);
  });

  it("keeps a co-owner's paid plan for the venue to the period's end, with nothing left of the person", async () => {
    const owner = await addOwner(t.app);
    const partner = await createTestUser();
    await t.app.db.insert(users).values({ uid: partner.uid, email: partner.email });
    await t.app.db
      .insert(memberships)
      .values({ placeId: owner.placeId, userUid: partner.uid, role: 'owner' });
    // The co-owner pays the venue's pro plan.
    await t.app.db.insert(billingCustomers).values({
      id: 'cus_partner',
      userUid: partner.uid,
      email: partner.email,
      name: 'Partner',
      provider: 'stripe',
    });
    await t.app.billingRepository.saveSubscription({
      id: 'sub_partner',
      customerId: 'cus_partner',
      placeId: owner.placeId,
      status: 'active',
      syncedAt: new Date(T0 * 1000),
      items: [{ id: 'si_partner', priceId: 'price_pro', plan: 'pro', quantity: 1 }],
    });
    stripe.onRequest(({ method, path }) =>
      method === 'POST' && path === '/v1/subscriptions/sub_partner'
        ? { body: partnerSubscription('active') }
        : undefined,
    );
    expect(await t.app.billing.currentPlan(owner.placeId)).toBe('pro');

    const response = await deleteAccount(partner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(stripe.requests.find((request) => request.path === '/v1/subscriptions/sub_partner')).toMatchObject(
      {
        form: { cancel_at_period_end: 'true' },
      },
    );
    // Paid to the period's end, as Stripe bills it: the venue keeps its plan meanwhile.
    expect(await t.app.billing.currentPlan(owner.placeId)).toBe('pro');
    const [left] = await t.app.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.id, 'cus_partner'));
    expect(left).toMatchObject({ userUid: null, email: null, name: null });

    // At the period's end Stripe ends it: the customer left behind goes with it.
    const ended = await deliver({
      id: 'evt_partner_end',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: T0 + 60,
      data: { object: partnerSubscription('canceled') },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(
      await t.app.db.select().from(billingCustomers).where(eq(billingCustomers.id, 'cus_partner')),
    ).toEqual([]);
    expect(await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_partner'))).toEqual(
      [],
    );
    expect(await t.app.billing.currentPlan(owner.placeId)).toBe('free');

    function partnerSubscription(status: string) {
      return stripeSubscription({
        id: 'sub_partner',
        itemId: 'si_partner',
        customer: 'cus_partner',
        restaurantId: owner.placeId,
        price: 'price_pro',
        status,
      });
    }
  });
});
