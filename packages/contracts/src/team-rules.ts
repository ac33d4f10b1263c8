/*
 * Who may do what on a venue: the roles a person holds on it, the actions of the dashboard, and the one
 * table of rights between them. The API asks `can(role, action)` on every request (its one access check);
 * the web reads the same table to hide what a person cannot use. Also the team's numbers that the API
 * enforces and the texts state. Free of the schema library, so that any bundle may import it.
 */

/** The roles a person may hold on a venue, from the most rights to the fewest. */
export const venueRoles = ['owner', 'manager', 'team'] as const;
export type VenueRole = (typeof venueRoles)[number];

export const isVenueRole = (value: unknown): value is VenueRole =>
  typeof value === 'string' && (venueRoles as readonly string[]).includes(value);

/**
 * Every action a place-scoped request asks about. A route asks for exactly one; the rights below say who
 * holds it.
 */
export const venueActions = [
  /** The summary's figures and the customers behind them. */
  'summary.view',
  /** The report, its charts and its CSV and PDF exports. */
  'report.view',
  /** The reviews list, one review, its video and poster. */
  'reviews.read',
  /** Downloading a review's video (the plan permitting). */
  'reviews.download',
  /** Writing, editing and deleting the public reply; highlighting on the wall. */
  'reviews.reply',
  /** Reporting a review to the provider's staff. */
  'reviews.report',
  /** The missions list, a mission's results and its poster. */
  'missions.view',
  /** Launching, editing, pausing, resuming and ending missions. */
  'missions.manage',
  /** Counter links: listing, creating and revoking them. */
  'counter-links.manage',
  /** Looking up, redeeming and undoing a pass at the counter. */
  'passes.redeem',
  /** The venue's review link and table codes, and printing them. */
  'qr.print',
  /** Adding and revoking table codes. */
  'qr.manage',
  /** The wall's address, the embed, the webhooks and their delivery logs. */
  'integrations.view',
  /** Changing the publishing settings and the webhooks. */
  'integrations.manage',
  /** The venue's profile. */
  'venue.view',
  /** The person's own mail settings for the venue. */
  'notifications.own',
  /** The venue's activity log. */
  'activity.view',
  /** Billing and plans. */
  'billing.manage',
  /** The team: people, roles, invitations, access requests and ownership. */
  'team.manage',
  /** Leaving the venue. */
  'team.leave',
] as const;
export type VenueAction = (typeof venueActions)[number];

const EVERYONE: readonly VenueRole[] = ['owner', 'manager', 'team'];
const MANAGERS: readonly VenueRole[] = ['owner', 'manager'];
const OWNERS: readonly VenueRole[] = ['owner'];

/** The rights: who holds each action. Owners hold everything. */
const RIGHTS: Readonly<Record<VenueAction, readonly VenueRole[]>> = {
  'summary.view': MANAGERS,
  'report.view': MANAGERS,
  'reviews.read': EVERYONE,
  'reviews.download': MANAGERS,
  'reviews.reply': MANAGERS,
  'reviews.report': MANAGERS,
  'missions.view': MANAGERS,
  'missions.manage': MANAGERS,
  'counter-links.manage': MANAGERS,
  'passes.redeem': EVERYONE,
  'qr.print': EVERYONE,
  'qr.manage': MANAGERS,
  'integrations.view': MANAGERS,
  'integrations.manage': MANAGERS,
  'venue.view': EVERYONE,
  'notifications.own': EVERYONE,
  'activity.view': MANAGERS,
  'billing.manage': OWNERS,
  'team.manage': OWNERS,
  'team.leave': EVERYONE,
};

/** Whether a person with this role on a venue may do the action there; no role (null) may do nothing. */
export function can(role: VenueRole | null | undefined, action: VenueAction): boolean {
  return role != null && RIGHTS[action].includes(role);
}

/**
 * What the provider's staff may read on any venue without a role on it: they look, they do not act in a
 * venue's name. Their own decisions (hiding a review, pausing a mission, removing a person) are the back
 * office's routes.
 */
const STAFF_READS: ReadonlySet<VenueAction> = new Set<VenueAction>([
  'summary.view',
  'report.view',
  'reviews.read',
  'reviews.download',
  'missions.view',
  'qr.print',
  'integrations.view',
  'venue.view',
  'activity.view',
]);

export const staffCan = (action: VenueAction): boolean => STAFF_READS.has(action);

/** The actions a role holds, in the table's order: what the web hides the rest by. */
export const actionsOf = (role: VenueRole | null | undefined): VenueAction[] =>
  venueActions.filter((action) => can(role, action));

/** The dashboard page a person opens on: the redeem screen for whoever cannot read the summary. */
export type VenueHome = 'summary' | 'redeem';
export const homeOf = (role: VenueRole): VenueHome => (can(role, 'summary.view') ? 'summary' : 'redeem');

/** An invitation's link works for this long, and once. */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

/** The longest message an access request may carry. */
export const ACCESS_REQUEST_MESSAGE_MAX = 500;
/** Access requests one person may send in a day, across venues. */
export const ACCESS_REQUESTS_PER_PERSON_PER_DAY = 5;
/** Access requests one venue may receive in a day. */
export const ACCESS_REQUESTS_PER_VENUE_PER_DAY = 20;

/** The reason staff give when they remove a person, which the owners receive. */
export const STAFF_REMOVAL_REASON_MIN = 3;
export const STAFF_REMOVAL_REASON_MAX = 1000;

/** The activity log keeps each entry this many months, then a job purges it. */
export const ACTIVITY_RETENTION_MONTHS = 13;
