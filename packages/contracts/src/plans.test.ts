import { describe, expect, it } from 'vitest';
import { currentPlanOf, planAllows, planLimit, type PlanId, type SubscriptionFacts } from './plans';
import { PLANS } from './billing';

const sub = (status: string, ...itemPlans: (PlanId | null)[]): SubscriptionFacts => ({ status, itemPlans });

describe('the current plan of a subscription history', () => {
  const histories: [string, SubscriptionFacts[], PlanId | null][] = [
    ['no subscription at all', [], 'free'],
    ['one active starter', [sub('active', 'starter')], 'starter'],
    ['a trial of pro', [sub('trialing', 'pro')], 'pro'],
    ['pro whose payment is being retried', [sub('past_due', 'pro')], 'pro'],
    ['a cancelled pro', [sub('canceled', 'pro')], 'free'],
    ['an expired incomplete starter', [sub('incomplete_expired', 'starter')], 'free'],
    ['an incomplete starter, never paid', [sub('incomplete', 'starter')], 'free'],
    ['an unpaid pro', [sub('unpaid', 'pro')], 'free'],
    [
      'a cancelled pro, then an active starter',
      [sub('canceled', 'pro'), sub('active', 'starter')],
      'starter',
    ],
    [
      'an active starter, then a cancelled pro',
      [sub('active', 'starter'), sub('canceled', 'pro')],
      'starter',
    ],
    [
      'two live subscriptions: the better one counts',
      [sub('active', 'starter'), sub('trialing', 'pro')],
      'pro',
    ],
    ['two items on one subscription', [sub('active', 'starter', 'pro')], 'pro'],
    ['an active item on a price that is none of ours', [sub('active', null)], null],
    ['an unknown price beside a known one', [sub('active', null, 'starter')], 'starter'],
    ['an unknown price on a cancelled subscription', [sub('canceled', null)], 'free'],
    ['an active free subscription', [sub('active', 'free')], 'free'],
  ];

  it.each(histories)('%s', (_name, subscriptions, expected) => {
    expect(currentPlanOf(subscriptions)).toBe(expected);
  });
});

describe('what each plan allows', () => {
  it('lets starter and above download videos, and only pro and enterprise export the PDF', () => {
    expect(
      [null, 'free', 'starter', 'pro', 'enterprise'].map((p) =>
        planAllows(p as PlanId | null, 'downloadVideos'),
      ),
    ).toEqual([false, false, true, true, true]);
    expect(
      [null, 'free', 'starter', 'pro', 'enterprise'].map((p) => planAllows(p as PlanId | null, 'pdfReport')),
    ).toEqual([false, false, false, true, true]);
  });

  it('limits active missions to 1 on free and 5 on starter, and not at all on pro', () => {
    expect(
      [null, 'free', 'starter', 'pro', 'enterprise'].map((p) =>
        planLimit(p as PlanId | null, 'activeMissions'),
      ),
    ).toEqual([1, 1, 5, null, null]);
  });

  it('gives webhook endpoints only to the plans that allow webhooks', () => {
    for (const plan of ['free', 'starter', 'pro', 'enterprise'] as const)
      expect((planLimit(plan, 'webhooks') ?? Infinity) > 0).toBe(planAllows(plan, 'webhooks'));
  });
});

describe("the plans' benefit texts", () => {
  it('end with the team size that the seat limit enforces, in both languages', () => {
    const lastLines = PLANS.map((plan) => [plan.id, plan.benefits.en.at(-1), plan.benefits.it.at(-1)]);
    expect(lastLines).toEqual([
      ['free', 'Up to 2 people on the team', 'Fino a 2 persone nel team'],
      ['starter', 'Up to 5 people on the team', 'Fino a 5 persone nel team'],
      ['pro', 'Up to 20 people on the team', 'Fino a 20 persone nel team'],
      [
        'enterprise',
        'As many people on the team as you agree with us',
        'Tutte le persone nel team che concordi con noi',
      ],
    ]);
  });
});
