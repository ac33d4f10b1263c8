import type { Customer, CustomerResponse, Plan } from '@venues/contracts/billing';
import type { Review, Stats } from '@venues/contracts/dashboard';
import type { Mission } from '@venues/contracts/missions';

export const PRICE_IDS = { free: 'price_free', starter: 'price_starter', pro: 'price_pro' } as const;

export function makePlans(): Plan[] {
  const base = { currency: 'eur' as const, interval: 'month' as const, benefits: { it: [], en: [] } };
  return [
    { ...base, id: 'free', price_id: PRICE_IDS.free, price_cents: 0, self_service: true },
    { ...base, id: 'starter', price_id: PRICE_IDS.starter, price_cents: 2900, self_service: true },
    { ...base, id: 'pro', price_id: PRICE_IDS.pro, price_cents: 7900, self_service: true },
    { ...base, id: 'enterprise', price_id: null, price_cents: null, self_service: false },
  ];
}

/** A customer whose subscription for each restaurant is on the given plan. */
export function makeCustomer(plans: Record<string, keyof typeof PRICE_IDS>): CustomerResponse {
  const subscriptions: Customer['subscriptions'] = Object.entries(plans).map(
    ([restaurantId, plan], index) => ({
      id: `sub_${index}`,
      restaurant_id: restaurantId,
      status: 'active',
      items: { total_count: 1, data: [{ id: `si_${index}`, quantity: 1, plan: { id: PRICE_IDS[plan] } }] },
    }),
  );
  return { success: true, customer: { id: 'cus_1', email: 'owner@demo.test', name: 'Owner', subscriptions } };
}

let sequence = 0;
function uuid(): string {
  sequence += 1;
  return `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  const id = uuid();
  return {
    id,
    title: `Review ${sequence}`,
    description: 'Great pasta and a lovely terrace.',
    created_at: '2026-03-05T19:07:00.000Z',
    video_url: `/api/media/${id}.mp4?sig=x`,
    download_url: `/api/media/${id}.mp4?sig=x&download=1`,
    poster_url: `/api/media/${id}.jpg?sig=x`,
    poster_small_url: `/api/media/${id}-small.webp?sig=x`,
    table_label: null,
    reviewer: { photo_url: null, display_name: 'Anna Neri' },
    rating: { overall: 4, food: 5, price: 3, atmosphere: 2, service: 4 },
    public_consent: false,
    is_public: false,
    highlighted: false,
    reply: null,
    share_url: null,
    ...overrides,
  };
}

export function makeStats(overrides: Partial<Stats> = {}): Stats {
  return {
    total_reviews: 64,
    estimated_value_30d: 123456,
    new_customers_30d: 12,
    returning_customers_30d: 5,
    visits_30d: 40,
    reviews_30d: 9,
    ...overrides,
  };
}

export function makeMission(deadline: string, overrides: Partial<Mission> = {}): Mission {
  const active = new Date(deadline).getTime() >= Date.now();
  return {
    id: uuid(),
    title: `Mission ${sequence}`,
    description: 'Bring a friend',
    deadline,
    reward: 'A free dessert',
    conditions: '',
    starts_at: '2026-01-01T00:00:00.000Z',
    redeem_days: [1, 2, 3, 4, 5, 6, 7],
    redeem_from: null,
    redeem_until: null,
    cap: null,
    audience: 'everyone',
    frequency: 'once',
    status: active ? 'active' : 'ended',
    paused_by_staff: false,
    pause_reason: null,
    code: `m${sequence}code`,
    public_url: `http://localhost/m/m${sequence}code`,
    counts: { participants: 0, redeemed: 0 },
    ...overrides,
  };
}
