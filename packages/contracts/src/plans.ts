/*
 * The plan rules that the API enforces and the web shows: which plans exist, which subscription statuses
 * grant one, what each plan allows, and which plan a venue's subscriptions give it now. Pure and free of
 * the schema library, so that any bundle may import it.
 */

/**
 * The plans the web shows as cards, from the base plan up: a later plan is a better one. Enterprise is sold
 * by the sales team, never through self-service.
 */
export const planIds = ['free', 'starter', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/** The plans a subscription item can be on: each maps to a price id from the API's configuration. */
export const selfServicePlanIds = ['free', 'starter', 'pro'] as const;
export type SelfServicePlanId = (typeof selfServicePlanIds)[number];

/** Statuses that still grant the plan's features; past_due keeps them while the payment is retried. */
export const ENTITLED_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];
/** Statuses of a subscription that is over for good: the venue is back on free. */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

export const isEntitled = (status: string) => ENTITLED_STATUSES.includes(status);
export const isEnded = (status: string) => ENDED_STATUSES.includes(status);

/** The features a plan either allows or not. */
export type PlanAllowance = {
  /** Owners may download the guests' videos. */
  downloadVideos: boolean;
  /** The report's PDF export and the monthly PDF report by mail. */
  pdfReport: boolean;
  /** Webhooks that receive the venue's review events. */
  webhooks: boolean;
  /** The venue may hide the product's credit line on its wall and embed. */
  hideCredit: boolean;
};
export type PlanFeature = keyof PlanAllowance;

/** How many of a thing a plan allows at once; null for no limit. */
export type PlanLimits = {
  /** Missions that may be live at once: neither paused nor ended (scheduled ones count). */
  activeMissions: number | null;
  /** Webhook endpoints of the venue. */
  webhooks: number | null;
  /**
   * Seats on the venue's team: the people who hold a role on it and the invitations still pending.
   * Counter links are not people. Enterprise seats are agreed with the sales team, so the product sets none.
   */
  seats: number | null;
};
export type PlanLimitName = keyof PlanLimits;

/** The webhook endpoints a venue may have on a plan with webhooks. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

type PlanRules = { allows: PlanAllowance; limits: PlanLimits };

/** What each plan allows, and how much of it. Enterprise is at least pro. */
const PLAN_RULES: Readonly<Record<PlanId, PlanRules>> = {
  free: {
    allows: { downloadVideos: false, pdfReport: false, webhooks: false, hideCredit: false },
    limits: { activeMissions: 1, webhooks: 0, seats: 2 },
  },
  starter: {
    allows: { downloadVideos: true, pdfReport: false, webhooks: true, hideCredit: true },
    limits: { activeMissions: 5, webhooks: WEBHOOK_ENDPOINTS_MAX, seats: 5 },
  },
  pro: {
    allows: { downloadVideos: true, pdfReport: true, webhooks: true, hideCredit: true },
    limits: { activeMissions: null, webhooks: WEBHOOK_ENDPOINTS_MAX, seats: 20 },
  },
  enterprise: {
    allows: { downloadVideos: true, pdfReport: true, webhooks: true, hideCredit: true },
    limits: { activeMissions: null, webhooks: WEBHOOK_ENDPOINTS_MAX, seats: null },
  },
};

/** The plan of a venue without a subscription that grants another: the first of the catalogue. */
export const BASE_PLAN: SelfServicePlanId = selfServicePlanIds[0];

/** Whether a plan can be bought or changed to through self-service, without the sales team. */
export const isSelfServicePlan = (plan: PlanId): plan is SelfServicePlanId =>
  (selfServicePlanIds as readonly PlanId[]).includes(plan);

/** A plan that is paid for through self-service: one that can be cancelled back to the base plan. */
export const isPaidSelfServicePlan = (plan: PlanId | null): plan is SelfServicePlanId =>
  plan !== null && plan !== BASE_PLAN && isSelfServicePlan(plan);

/** The catalogue's order is the plans' rank: a later plan is a better one. */
const rankOf = (plan: PlanId) => planIds.indexOf(plan);

/** One subscription of a venue as the plan rule needs it: its status and the plan of each item. */
export type SubscriptionFacts = {
  status: string;
  /** null for an item whose price is none of ours. */
  itemPlans: readonly (PlanId | null)[];
};

/**
 * The plan a venue has now: the best plan among the items of its entitled subscriptions. A venue with no
 * entitled subscription (none at all, or only ended ones) is on free. null when every entitled item is on
 * a price that is none of ours, so the plan is unknown.
 */
export function currentPlanOf(subscriptions: readonly SubscriptionFacts[]): PlanId | null {
  const entitled = subscriptions.filter((subscription) => isEntitled(subscription.status));
  if (entitled.length === 0) return BASE_PLAN;
  const known = entitled.flatMap((subscription) => subscription.itemPlans).filter((plan) => plan !== null);
  if (known.length === 0) return null;
  return known.reduce((best, plan) => (rankOf(plan) > rankOf(best) ? plan : best));
}

/** Whether a plan allows a feature; an unknown plan allows nothing that the base plan lacks. */
export function planAllows(plan: PlanId | null, feature: PlanFeature): boolean {
  return PLAN_RULES[plan ?? BASE_PLAN].allows[feature];
}

/** How many of a thing a plan allows at once (null for no limit); an unknown plan has the base plan's. */
export function planLimit(plan: PlanId | null, limit: PlanLimitName): number | null {
  return PLAN_RULES[plan ?? BASE_PLAN].limits[limit];
}
