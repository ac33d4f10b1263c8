import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerResponseSchema, plansResponseSchema } from '@venues/contracts/billing';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from '../helpers/users';
import { addClaim, addOwner, addPlace, createCustomer, type Owner } from './fixtures';

describe('billing customers (local provider)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([addOwner(t.app), addOwner(t.app)]);
  });
  afterAll(() => t.close());

  const getCustomer = (who: Owner, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/stripe/customer?${query}`, headers: bearer(who.token) });
  const postCustomer = (who: Owner, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/customer', headers: bearer(who.token), payload });
  const getSubscription = (who: Owner, customerId: string, placeId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/stripe/subscription?customer_id=${customerId}&restaurant_id=${placeId}`,
      headers: bearer(who.token),
    });
  const email = (who: Owner) => encodeURIComponent(who.email);

  it('reports no customer, then creates one on the free plan, idempotently', async () => {
    expect((await getCustomer(owner, `email=${email(owner)}`)).json()).toEqual({ success: false });

    const created = await postCustomer(owner, {
      name: 'Ada',
      email: owner.email,
      restaurantId: owner.placeId,
    });
    expect(created.statusCode).toBe(201);
    const body = customerResponseSchema.parse(created.json());
    if (!body.success) throw new Error('expected a customer');
    expect(body.customer).toMatchObject({ email: owner.email, name: 'Ada' });
    expect(body.customer.id).toMatch(/^cus_local_/);
    const [subscription] = body.customer.subscriptions;
    expect(subscription).toMatchObject({ restaurant_id: owner.placeId, status: 'active' });
    expect(subscription!.id).toMatch(/^sub_local_/);
    expect(subscription!.items.total_count).toBe(1);
    expect(subscription!.items.data[0]).toMatchObject({ quantity: 1, plan: { id: 'price_free' } });
    expect(subscription!.items.data[0]!.id).toMatch(/^si_local_/);

    const again = await postCustomer(owner, {
      name: 'Ada',
      email: owner.email,
      restaurant_id: owner.placeId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
    expect((await getCustomer(owner, `email=${email(owner)}&id=${body.customer.id}`)).json()).toEqual(
      created.json(),
    );
    expect(await t.app.billing.currentPlan(owner.placeId)).toBe('free');
  });

  it('adds the missing subscription for a second approved restaurant', async () => {
    const second = await addPlace(t.app, 'Second venue');
    await addClaim(t.app, owner.uid, second);
    const customer = await createCustomer(t.app, owner, second);
    expect(customer.subscriptions.map((s) => s.restaurant_id).sort()).toEqual([owner.placeId, second].sort());
  });

  it("refuses another user's email, customer id and restaurant, and changes nothing", async () => {
    const stranger = await getCustomer(owner, `email=${email(other)}`);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('billing/email-mismatch');

    const otherCustomer = await createCustomer(t.app, other);
    expect((await getCustomer(owner, `email=${email(owner)}&id=${otherCustomer.id}`)).statusCode).toBe(403);

    const foreignPlace = await postCustomer(owner, {
      name: 'A',
      email: owner.email,
      restaurant_id: other.placeId,
    });
    expect(foreignPlace.statusCode).toBe(403);
    const foreignEmail = await postCustomer(owner, {
      name: 'A',
      email: other.email,
      restaurant_id: owner.placeId,
    });
    expect(foreignEmail.json().error.code).toBe('billing/email-mismatch');
    const ownView = await getCustomer(owner, `email=${email(owner)}`);
    expect(
      ownView.json().customer.subscriptions.map((s: { restaurant_id: string }) => s.restaurant_id),
    ).not.toContain(other.placeId);
  });

  it('refuses pending claimants and admins without an approved claim', async () => {
    const pending = await addOwner(t.app, { status: 'pending' });
    const admin = await addOwner(t.app, { admin: true, status: 'pending' });
    for (const who of [pending, admin]) {
      const response = await postCustomer(who, { name: 'P', email: who.email, restaurant_id: who.placeId });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'auth/forbidden', message: 'You need a role on this restaurant.' },
      });
      expect((await getCustomer(who, `email=${email(who)}`)).json()).toEqual({ success: false });
    }
    const customer = await createCustomer(t.app, owner);
    expect((await getSubscription(admin, customer.id, owner.placeId)).statusCode).toBe(403);
  });

  it('answers 400 with field errors for bad input', async () => {
    const missing = await postCustomer(owner, { name: 'A', email: owner.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('restaurant_id');
    const badUuid = await postCustomer(owner, { name: 'A', email: owner.email, restaurant_id: 'nope' });
    expect(badUuid.json().error.fields).toHaveProperty('restaurant_id');
    expect((await getCustomer(owner, 'email=not-an-email')).statusCode).toBe(400);
    expect((await getCustomer(owner, `email=${email(owner)}&id=evil'--`)).statusCode).toBe(400);
    expect((await getSubscription(owner, 'sub_x', owner.placeId)).json().error.fields).toHaveProperty(
      'customer_id',
    );
  });

  it('finds the subscription of a customer and restaurant, and only the caller’s', async () => {
    const mine = await createCustomer(t.app, owner);
    const theirs = await createCustomer(t.app, other);
    const found = await getSubscription(owner, mine.id, owner.placeId);
    expect(found.statusCode).toBe(200);
    const subscription = mine.subscriptions.find((s) => s.restaurant_id === owner.placeId)!;
    expect(found.json()).toEqual({
      subscription: {
        subscription_id: subscription.id,
        subscription_item_id: subscription.items.data[0]!.id,
      },
    });
    expect((await getSubscription(owner, theirs.id, other.placeId)).statusCode).toBe(403);
    expect((await getSubscription(owner, theirs.id, owner.placeId)).statusCode).toBe(403);
    expect((await getSubscription(owner, mine.id, other.placeId)).statusCode).toBe(403);
    expect((await getSubscription(owner, 'cus_local_unknown', owner.placeId)).statusCode).toBe(403);

    const unsubscribed = await addPlace(t.app, 'Not yet subscribed');
    await addClaim(t.app, owner.uid, unsubscribed);
    const none = await getSubscription(owner, mine.id, unsubscribed);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('billing/subscription-not-found');
  });

  it('serves the plan catalogue with the configured price ids', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/billing/plans',
      headers: bearer(owner.token),
    });
    const { data } = plansResponseSchema.parse(response.json());
    expect(data.map((p) => [p.id, p.price_id, p.price_cents])).toEqual([
      ['free', 'price_free', 0],
      ['starter', 'price_starter', 2900],
      ['pro', 'price_pro', 7900],
      ['enterprise', null, null],
    ]);
    // Five benefits, then the team's size.
    expect(data[0]!.benefits.en).toHaveLength(6);
    expect(data[0]!.benefits.it).toHaveLength(6);
    expect(data[0]!.benefits.en.at(-1)).toBe('Up to 2 people on the team');
  });

  it('needs a token on every billing route', async () => {
    const routes = [
      ['GET', '/api/stripe/customer?email=a@b.test'],
      ['POST', '/api/stripe/customer'],
      ['GET', '/api/stripe/subscription?customer_id=cus_x&restaurant_id=x'],
      ['POST', '/api/stripe/subscription/update'],
      ['POST', '/api/stripe/subscription/cancel'],
      ['POST', '/api/stripe/update-payment-method'],
      ['GET', '/api/billing/plans'],
      ['GET', '/api/billing/sessions/bps_local_abcdefgh'],
      ['POST', '/api/billing/sessions/bps_local_abcdefgh/confirm'],
      ['POST', '/api/billing/sessions/bps_local_abcdefgh/cancel'],
    ] as const;
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('auth/missing-token');
    }
  });
});
