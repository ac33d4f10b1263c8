import type { CustomerResponse, Plan } from '@venues/contracts/billing';
import { camelize } from '@venues/contracts/wire';
import { describe, expect, it } from 'vitest';
import { cancelRefused, planActionOf, planStateOf, type PlanState } from './plan-state';

const RESTAURANT = 'restaurant-1';
const plan = (id: Plan['id'], price_id: string | null): Plan => ({
  id,
  price_id,
  price_cents: id === 'enterprise' ? null : 0,
  currency: 'eur',
  interval: 'month',
  self_service: id !== 'enterprise',
  benefits: { en: [], it: [] },
});
const plans = camelize([
  plan('free', 'price_free'),
  plan('starter', 'price_starter'),
  plan('pro', 'price_pro'),
  plan('enterprise', null),
]);

type Sub = {
  restaurant_id?: string;
  status?: string;
  items?: { id: string; quantity: number; price: string }[];
};
function customer(...subs: Sub[]) {
  return camelize<CustomerResponse>({
    success: true,
    customer: {
      id: 'cus_1',
      email: 'owner@demo.test',
      name: 'Owner',
      subscriptions: subs.map((sub, i) => {
        const items = sub.items ?? [{ id: `si_${i}`, quantity: 1, price: 'price_starter' }];
        return {
          id: `sub_${i}`,
          restaurant_id: sub.restaurant_id ?? RESTAURANT,
          status: sub.status ?? 'active',
          items: {
            total_count: items.length,
            data: items.map((item) => ({ id: item.id, quantity: item.quantity, plan: { id: item.price } })),
          },
        };
      }),
    },
  });
}
const planIdOf = (state: PlanState) => (state.status === 'ready' ? state.planId : 'pending');

describe('current plan', () => {
  it('is pending until customer, plans and the current restaurant are known', () => {
    expect(planStateOf(undefined, plans, RESTAURANT)).toEqual({ status: 'pending' });
    expect(planStateOf(customer({}), undefined, RESTAURANT)).toEqual({ status: 'pending' });
    expect(planStateOf(customer({}), plans, undefined)).toEqual({ status: 'pending' });
  });

  it("matches the current restaurant's subscription item to a plan's price id", () => {
    const data = customer(
      { restaurant_id: 'other', items: [{ id: 'si_a', quantity: 1, price: 'price_pro' }] },
      { items: [{ id: 'si_b', quantity: 1, price: 'price_starter' }] },
    );
    const state = planStateOf(data, plans, RESTAURANT);
    expect(planIdOf(state)).toBe('starter');
    expect(state.status === 'ready' && state.multipleSubscriptions).toBe(false);
    expect(planIdOf(planStateOf(data, plans, 'other'))).toBe('pro');
  });

  it('knows no plan for an unknown price or a missing customer, and free for an ended subscription', () => {
    expect(
      planIdOf(
        planStateOf(customer({ items: [{ id: 'si', quantity: 1, price: 'price_x' }] }), plans, RESTAURANT),
      ),
    ).toBeNull();
    expect(planIdOf(planStateOf({ success: false }, plans, RESTAURANT))).toBeNull();
    expect(planIdOf(planStateOf(customer({ status: 'canceled' }), plans, RESTAURANT))).toBe('free');
  });

  it('flags several items, or several live subscriptions for the restaurant, as multiple', () => {
    const twoItems = customer({
      items: [
        { id: 'si_a', quantity: 1, price: 'price_starter' },
        { id: 'si_b', quantity: 1, price: 'price_pro' },
      ],
    });
    const twoSubs = customer({}, {});
    for (const data of [twoItems, twoSubs]) {
      const state = planStateOf(data, plans, RESTAURANT);
      expect(state.status === 'ready' && state.multipleSubscriptions).toBe(true);
    }
  });
});

describe('plan card action', () => {
  const starter = planStateOf(customer({}), plans, RESTAURANT);
  const byId = (id: Plan['id']) => plans.find((p) => p.id === id)!;

  it('marks the current plan, offers the other self-service plans and sends enterprise to support', () => {
    expect(planActionOf(starter, byId('starter'))).toBe('current');
    expect(planActionOf(starter, byId('free'))).toBe('choose');
    expect(planActionOf(starter, byId('pro'))).toBe('choose');
    expect(planActionOf(starter, byId('enterprise'))).toBe('contact');
  });

  it('offers only the mailto to support when the user has multiple subscriptions', () => {
    const multiple = planStateOf(customer({}, {}), plans, RESTAURANT);
    expect(planActionOf(multiple, byId('pro'))).toBe('contact');
    expect(planActionOf(multiple, byId('free'))).toBe('contact');
    expect(planActionOf(multiple, byId('starter'))).toBe('current');
  });

  it('offers nothing while pending', () => {
    expect(planActionOf({ status: 'pending' }, byId('pro'))).toBe('none');
  });
});

describe('cancel refusal', () => {
  const subscription = (items: { quantity: number }[]) =>
    camelize({
      id: 'sub',
      restaurant_id: RESTAURANT,
      status: 'active',
      items: {
        total_count: items.length,
        data: items.map((item, i) => ({ id: `si_${i}`, quantity: item.quantity, plan: { id: 'price_pro' } })),
      },
    });

  it('refuses more than one item or any quantity above 1, allows a single item of one', () => {
    expect(cancelRefused(subscription([{ quantity: 1 }]))).toBe(false);
    expect(cancelRefused(subscription([{ quantity: 2 }]))).toBe(true);
    expect(cancelRefused(subscription([{ quantity: 1 }, { quantity: 1 }]))).toBe(true);
  });
});
