import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingSessionResponseSchema } from '@venues/contracts/billing';
import { memberships } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from '../helpers/users';
import { addOwner, appOrigin, createCustomer, expireSession, sessionIdOf, type Owner } from './fixtures';

type Ids = { customer: string; subscription: string; item: string };

describe('local billing sessions', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let mine: Ids;
  let theirs: Ids;
  let back: string;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([addOwner(t.app), addOwner(t.app)]);
    const ids = async (who: Owner): Promise<Ids> => {
      const customer = await createCustomer(t.app, who);
      const subscription = customer.subscriptions[0]!;
      return { customer: customer.id, subscription: subscription.id, item: subscription.items.data[0]!.id };
    };
    [mine, theirs] = [await ids(owner), await ids(other)];
    back = `${appOrigin(t.env)}/dashboard/summary`;
  });
  afterAll(() => t.close());

  const post = (who: Owner, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload: payload ?? {} });
  const update = (who: Owner, body: object) =>
    post(who, '/api/stripe/subscription/update', {
      customer_id: mine.customer,
      subscription_item_id: mine.item,
      to: 'pro',
      return_url: back,
      ...body,
    });
  const cancel = (who: Owner, body: object = {}) =>
    post(who, '/api/stripe/subscription/cancel', {
      customer_id: mine.customer,
      subscription_id: mine.subscription,
      return_url: back,
      ...body,
    });
  const view = (who: Owner, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/billing/sessions/${id}`, headers: bearer(who.token) });
  const planOfOwner = () => t.app.billing.currentPlan(owner.placeId);
  const openSession = async (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().session_url;
    expect(url.startsWith(`${appOrigin(t.env)}/billing/session/bps_local_`)).toBe(true);
    return sessionIdOf(url);
  };

  beforeEach(async () => {
    // Each case starts on the free plan, with the owner on their venue's team.
    await t.app.db
      .insert(memberships)
      .values({ placeId: owner.placeId, userUid: owner.uid, role: 'owner' })
      .onConflictDoUpdate({ target: [memberships.placeId, memberships.userUid], set: { role: 'owner' } });
    const [item] = await t.app.billingRepository.itemsOf([mine.subscription]);
    await t.app.billingRepository.setItemPrice(item!.id, 'price_free', 'free');
  });

  it('upgrades once through a confirmed session', async () => {
    const id = await openSession(await update(owner, {}));
    const shown = billingSessionResponseSchema.parse((await view(owner, id)).json()).session;
    expect(shown).toMatchObject({
      kind: 'subscription_update',
      status: 'open',
      return_url: back,
      customer_id: mine.customer,
      restaurant: { id: owner.placeId, name: 'Trattoria Test' },
      current_plan: { id: 'free', price_cents: 0 },
      new_plan: { id: 'pro', price_cents: 7900 },
    });
    expect(await planOfOwner()).toBe('free');

    expect((await view(other, id)).statusCode).toBe(403);
    expect((await post(other, `/api/billing/sessions/${id}/confirm`)).statusCode).toBe(403);
    expect(await planOfOwner()).toBe('free');

    const confirmed = await post(owner, `/api/billing/sessions/${id}/confirm`);
    expect(confirmed.json()).toEqual({ return_url: back });
    expect(await planOfOwner()).toBe('pro');
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/customer?email=${encodeURIComponent(owner.email)}`,
      headers: bearer(owner.token),
    });
    expect(customer.json().customer.subscriptions[0].items.data[0].plan.id).toBe('price_pro');

    const twice = await post(owner, `/api/billing/sessions/${id}/confirm`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('billing/session-used');
    expect((await view(owner, id)).json().session.status).toBe('used');
  });

  it('refuses an expired session and changes nothing', async () => {
    const id = await openSession(await update(owner, { to: 'starter' }));
    await expireSession(t.app, id);
    expect((await view(owner, id)).json().session.status).toBe('expired');
    const late = await post(owner, `/api/billing/sessions/${id}/confirm`);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('billing/session-expired');
    expect(await planOfOwner()).toBe('free');
  });

  it('cancelling the page changes nothing and closes the session', async () => {
    const id = await openSession(await update(owner, {}));
    expect((await post(owner, `/api/billing/sessions/${id}/cancel`)).json()).toEqual({ return_url: back });
    expect(await planOfOwner()).toBe('free');
    expect((await post(owner, `/api/billing/sessions/${id}/confirm`)).statusCode).toBe(409);
    expect(await planOfOwner()).toBe('free');
  });

  it('cancelling a paid plan returns the restaurant to free', async () => {
    const refused = await cancel(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('billing/nothing-to-cancel');

    await post(owner, `/api/billing/sessions/${await openSession(await update(owner, {}))}/confirm`);
    const id = await openSession(await cancel(owner));
    expect((await view(owner, id)).json().session).toMatchObject({
      kind: 'subscription_cancel',
      current_plan: { id: 'pro' },
      new_plan: { id: 'free', price_cents: 0 },
    });
    expect(await planOfOwner()).toBe('pro');
    await post(owner, `/api/billing/sessions/${id}/confirm`);
    expect(await planOfOwner()).toBe('free');
  });

  it('opens a payment-method session for the own customer only', async () => {
    const body = { customer_id: mine.customer, return_url: back };
    const id = await openSession(await post(owner, '/api/stripe/update-payment-method', body));
    expect((await view(owner, id)).json().session).toMatchObject({
      kind: 'payment_method_update',
      current_plan: null,
      new_plan: null,
    });
    const foreign = await post(owner, '/api/stripe/update-payment-method', {
      ...body,
      customer_id: theirs.customer,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("refuses another user's customer, item, subscription and revoked restaurants", async () => {
    const cases = [
      await update(owner, { customer_id: theirs.customer, subscription_item_id: theirs.item }),
      await update(owner, { subscription_item_id: theirs.item }),
      await update(other, {}),
      await cancel(owner, { subscription_id: theirs.subscription }),
      await cancel(other, {}),
    ];
    for (const response of cases) expect(response.statusCode, response.body).toBe(403);

    // A former owner's subscription on the caller's own restaurant is still not the caller's.
    await t.app.billingRepository.addSubscription({
      id: 'sub_local_former',
      customerId: theirs.customer,
      placeId: owner.placeId,
      status: 'active',
      items: [{ id: 'si_local_former', priceId: 'price_starter', plan: 'starter', quantity: 1 }],
    });
    expect((await update(owner, { subscription_item_id: 'si_local_former' })).statusCode).toBe(403);
    expect((await cancel(owner, { subscription_id: 'sub_local_former' })).statusCode).toBe(403);
    expect(await planOfOwner()).toBe('free');
    await t.app.billingRepository.deleteSubscription('sub_local_former');

    // An owner who left the team no longer pays for its plan.
    await t.app.db.delete(memberships).where(eq(memberships.userUid, owner.uid));
    expect((await update(owner, {})).statusCode).toBe(403);
    expect(await planOfOwner()).toBe('free');
  });

  it('refuses admins and pending claimants on an owner’s billing', async () => {
    const admin = await addOwner(t.app, { admin: true, status: 'pending' });
    const pending = await addOwner(t.app, { status: 'pending' });
    for (const who of [admin, pending]) {
      expect((await update(who, {})).statusCode).toBe(403);
      expect((await cancel(who)).statusCode).toBe(403);
    }
  });

  it('answers 400 with field errors for bad plans, return URLs and ids', async () => {
    const badPlan = await update(owner, { to: 'gold' });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().error.fields).toHaveProperty('to');

    const enterprise = await update(owner, { to: 'enterprise' });
    expect(enterprise.statusCode).toBe(400);
    expect(enterprise.json().error.code).toBe('billing/plan-not-self-service');

    for (const url of [
      'https://evil.example/dashboard',
      'javascript:alert(1)',
      'http://localhost.evil.example/',
    ]) {
      const offOrigin = await update(owner, { return_url: url });
      expect(offOrigin.statusCode, url).toBe(400);
      expect(offOrigin.json().error.fields).toHaveProperty('return_url');
    }
    expect((await cancel(owner, { return_url: 'https://evil.example' })).statusCode).toBe(400);

    expect((await update(owner, { subscription_item_id: 'sub_wrong' })).json().error.fields).toHaveProperty(
      'subscription_item_id',
    );
    expect((await cancel(owner, { subscription_id: 1 })).statusCode).toBe(400);
    expect((await view(owner, 'nope')).statusCode).toBe(400);
    expect((await view(owner, 'bps_local_doesnotexist')).statusCode).toBe(404);

    const same = await update(owner, { to: 'free' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe('billing/already-on-plan');
    expect(await planOfOwner()).toBe('free');
  });
});
