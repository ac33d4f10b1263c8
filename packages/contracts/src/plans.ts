/*
 * The plan rules that the API enforces and the web shows: which plans exist, which subscription statuses
 * grant one, what each plan allows, and which plan a venue's subscriptions give it now. Pure and free of
 * the schema library, so that any bundle may import it.
 */

/** The plans the web shows as cards. Enterprise is sold by the sales team, never through self-service. */
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

export type PlanAllowance = {
  /** Owners may download the guests' videos. */
  downloadVideos: boolean;
  /** The report's PDF export and the monthly PDF report by mail. */
  pdfReport: boolean;
  /** Missions that may be active at once; null for no limit. */
  activeMissions: number | null;
  /** Webhooks that receive the venue's review events. */
  webhooks: boolean;
  /** The venue may hide the product's credit line on its wall and embed. */
  hideCredit: boolean;
};

/** The features a plan either allows or not. */
export type PlanFeature = {
  [Feature in keyof PlanAllowance]: PlanAllowance[Feature] extends boolean ? Feature : never;
}[keyof PlanAllowance];

/** What each plan allows. Enterprise is at least pro. */
export const PLAN_ALLOWS: Readonly<Record<PlanId, PlanAllowance>> = {
  free: { downloadVideos: false, pdfReport: false, activeMissions: 1, webhooks: false, hideCredit: false },
  starter: { downloadVideos: true, pdfReport: false, activeMissions: 5, webhooks: true, hideCredit: true },
  pro: { downloadVideos: true, pdfReport: true, activeMissions: null, webhooks: true, hideCredit: true },
  enterprise: {
    downloadVideos: true,
    pdfReport: true,
    activeMissions: null,
    webhooks: true,
    hideCredit: true,
  },
};

const RANK: Readonly<Record<PlanId, number>> = { free: 0, starter: 1, pro: 2, enterprise: 3 };

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
  if (entitled.length === 0) return 'free';
  const known = entitled.flatMap((subscription) => subscription.itemPlans).filter((plan) => plan !== null);
  if (known.length === 0) return null;
  return known.reduce((best, plan) => (RANK[plan] > RANK[best] ? plan : best));
}

/** Whether a plan allows a feature; an unknown plan allows nothing that the free plan lacks. */
export function planAllows(plan: PlanId | null, feature: PlanFeature): boolean {
  return PLAN_ALLOWS[plan ?? 'free'][feature];
}
