import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from '../helpers/users';
import { addOwner, createCustomer } from './fixtures';
import { startFakeStripe, stripeEnv, stripeSubscription, type FakeStripe } from './fake-stripe';

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
});
