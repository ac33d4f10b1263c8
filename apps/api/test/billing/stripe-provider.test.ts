import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingCustomers } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from '../helpers/users';
import { addOwner, appOrigin, createCustomer, type Owner } from './fixtures';
import { startFakeStripe, stripeEnv, stripeSubscription, type FakeStripe } from './fake-stripe';

describe('Stripe billing provider', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let owner: Owner;
  let back: string;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(stripeEnv(stripe.port));
    owner = await addOwner(t.app);
    back = `${appOrigin(t.env)}/dashboard/summary`;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => stripe.reset());

  const post = (who: Owner, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
  const summary = () => stripe.requests.map((r) => `${r.method} ${r.path}`);

  it('creates the customer with the restaurant in metadata and a free subscription', async () => {
    const customer = await createCustomer(t.app, owner);
    expect(summary()).toEqual([
      'GET /v1/customers',
      'POST /v1/customers',
      'GET /v1/subscriptions',
      'POST /v1/subscriptions',
    ]);
    const [find, create, listSubs, subscribe] = stripe.requests;
    expect(find!.query).toEqual({ email: owner.email, limit: '1' });
    expect(find!.headers.authorization).toBe('Bearer sk_test_fake');
    expect(create!.form).toEqual({
      email: owner.email,
      name: 'Test Owner',
      'metadata[user_uid]': owner.uid,
      'metadata[restaurant_id]': owner.placeId,
    });
    expect(create!.headers['idempotency-key']).toBe(`customer-${owner.uid}`);
    expect(listSubs!.query).toEqual({ customer: 'cus_fake1', limit: '100' });
    expect(subscribe!.form).toEqual({
      customer: 'cus_fake1',
      'items[0][price]': 'price_free',
      'items[0][quantity]': '1',
      'metadata[restaurant_id]': owner.placeId,
      'metadata[user_uid]': owner.uid,
    });

    expect(customer.id).toBe('cus_fake1');
    expect(customer.subscriptions).toMatchObject([
      {
        id: 'sub_fake2',
        restaurant_id: owner.placeId,
        items: { data: [{ id: 'si_sub_fake2', plan: { id: 'price_free' } }] },
      },
    ]);
    const [row] = await t.app.db.select().from(billingCustomers).where(eq(billingCustomers.id, 'cus_fake1'));
    expect(row?.provider).toBe('stripe');
  });

  it('reuses a Stripe customer found by email and its subscription for the restaurant', async () => {
    const returning = await addOwner(t.app);
    stripe.onRequest(({ method, path }) => {
      if (method !== 'GET') return undefined;
      if (path === '/v1/customers') {
        return {
          body: {
            object: 'list',
            has_more: false,
            url: path,
            data: [{ id: 'cus_known', object: 'customer' }],
          },
        };
      }
      const sub = stripeSubscription({
        id: 'sub_known',
        customer: 'cus_known',
        restaurantId: returning.placeId,
        price: 'price_starter',
      });
      return { body: { object: 'list', has_more: false, url: path, data: [sub] } };
    });
    const customer = await createCustomer(t.app, returning);
    expect(summary()).toEqual(['GET /v1/customers', 'GET /v1/subscriptions']);
    expect(customer).toMatchObject({ id: 'cus_known', subscriptions: [{ id: 'sub_known' }] });
    expect(await t.app.billing.currentPlan(returning.placeId)).toBe('starter');
  });

  it('changes the plan through a Billing Portal confirmation flow', async () => {
    const customer = await createCustomer(t.app, owner);
    stripe.reset();
    const subscription = customer.subscriptions[0]!;
    const response = await post(owner, '/api/stripe/subscription/update', {
      customer_id: customer.id,
      subscription_item_id: subscription.items.data[0]!.id,
      to: 'pro',
      return_url: back,
    });
    expect(response.json()).toEqual({ session_url: 'https://billing.stripe.test/p/session/fake' });
    expect(summary()).toEqual(['POST /v1/billing_portal/sessions']);
    expect(stripe.requests[0]!.form).toEqual({
      customer: customer.id,
      return_url: back,
      'flow_data[type]': 'subscription_update_confirm',
      'flow_data[subscription_update_confirm][subscription]': subscription.id,
      'flow_data[subscription_update_confirm][items][0][id]': subscription.items.data[0]!.id,
      'flow_data[subscription_update_confirm][items][0][price]': 'price_pro',
      'flow_data[subscription_update_confirm][items][0][quantity]': '1',
      'flow_data[after_completion][type]': 'redirect',
      'flow_data[after_completion][redirect][return_url]': back,
    });
    // Stripe's webhook, not the session, changes the mirror.
    expect(await t.app.billing.currentPlan(owner.placeId)).toBe('free');
  });

  it('cancels and updates the payment method through their portal flows', async () => {
    const customer = await createCustomer(t.app, owner);
    const subscription = customer.subscriptions[0]!;
    await t.app.billingRepository.setItemPrice(subscription.items.data[0]!.id, 'price_starter', 'starter');
    stripe.reset();

    const cancelled = await post(owner, '/api/stripe/subscription/cancel', {
      customer_id: customer.id,
      subscription_id: subscription.id,
      return_url: back,
    });
    expect(cancelled.statusCode).toBe(200);
    const payment = await post(owner, '/api/stripe/update-payment-method', {
      customer_id: customer.id,
      return_url: back,
    });
    expect(payment.json().session_url).toBe('https://billing.stripe.test/p/session/fake');

    const redirect = {
      'flow_data[after_completion][type]': 'redirect',
      'flow_data[after_completion][redirect][return_url]': back,
    };
    expect(stripe.requests.map((r) => r.form)).toEqual([
      {
        customer: customer.id,
        return_url: back,
        'flow_data[type]': 'subscription_cancel',
        'flow_data[subscription_cancel][subscription]': subscription.id,
        ...redirect,
      },
      { customer: customer.id, return_url: back, 'flow_data[type]': 'payment_method_update', ...redirect },
    ]);
  });

  it('answers 502 with a code when Stripe refuses, and never calls Stripe for a refused caller', async () => {
    const customer = await createCustomer(t.app, owner);
    stripe.reset();
    stripe.onRequest(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No portal configuration' } },
    }));
    const refused = await post(owner, '/api/stripe/update-payment-method', {
      customer_id: customer.id,
      return_url: back,
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.code).toBe('billing/provider-error');

    stripe.reset();
    const stranger = await addOwner(t.app);
    const forbidden = await post(stranger, '/api/stripe/update-payment-method', {
      customer_id: customer.id,
      return_url: back,
    });
    expect(forbidden.statusCode).toBe(403);
    const foreignPlace = await post(stranger, '/api/stripe/customer', {
      name: 'S',
      email: stranger.email,
      restaurant_id: owner.placeId,
    });
    expect(foreignPlace.statusCode).toBe(403);
    expect(stripe.requests).toEqual([]);
  });
});
