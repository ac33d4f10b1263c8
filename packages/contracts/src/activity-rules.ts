/*
 * The activity log's vocabulary: who can act on a venue, and every change the log records, grouped in the
 * kinds its filter offers. The API writes these names and the web translates them; free of the schema
 * library.
 */

/** Who made a change: a person of the team, a counter link, a guest, or the provider's staff. */
export const activityActorKinds = ['person', 'counter_link', 'guest', 'staff'] as const;
export type ActivityActorKind = (typeof activityActorKinds)[number];

/** The kinds of change the log's filter offers. */
export const activityKinds = [
  'reviews',
  'missions',
  'redemptions',
  'counter_links',
  'qr_codes',
  'integrations',
  'billing',
  'team',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** Every change the log records, by kind. */
export const ACTIVITY_ACTIONS = {
  reviews: [
    'reply.written',
    'reply.edited',
    'reply.deleted',
    'review.highlighted',
    'review.unhighlighted',
    'review.reported',
    /** Staff hid a reported review. */
    'review.hidden',
    /** Staff kept a reported review. */
    'review.report_dismissed',
    'reply.hidden',
    'reply.unhidden',
    /** The guest withdrew their review: it, its video and its visit are gone. */
    'review.withdrawn',
    /** The guest took their review off public display; the venue keeps it, private. */
    'review.public_stopped',
  ],
  missions: ['mission.launched', 'mission.edited', 'mission.paused', 'mission.resumed', 'mission.ended'],
  redemptions: ['pass.redeemed', 'pass.redemption_undone'],
  counter_links: ['counter_link.created', 'counter_link.revoked'],
  qr_codes: ['review_code.created', 'review_code.revoked'],
  integrations: [
    'webhook.created',
    'webhook.updated',
    'webhook.deleted',
    'webhook.secret_rotated',
    'publishing.updated',
  ],
  billing: ['plan.changed'],
  team: [
    'team.invited',
    'team.invitation_resent',
    'team.invitation_revoked',
    'team.access_requested',
    'team.access_declined',
    'team.joined',
    'team.role_changed',
    'team.removed',
    'team.left',
  ],
} as const satisfies Record<ActivityKind, readonly string[]>;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[ActivityKind][number];

export const activityActions: ActivityAction[] = activityKinds.flatMap<ActivityAction>((kind) => [
  ...ACTIVITY_ACTIONS[kind],
]);

const KIND_OF = new Map<string, ActivityKind>(
  activityKinds.flatMap((kind) => ACTIVITY_ACTIONS[kind].map((action) => [action, kind] as const)),
);

/** The kind an action is filed under. */
export function kindOfActivity(action: ActivityAction): ActivityKind {
  const kind = KIND_OF.get(action);
  if (!kind) throw new Error(`unknown activity action ${action}`);
  return kind;
}

/** An activity page holds at most this many entries; the CSV export at most ACTIVITY_EXPORT_MAX. */
export const ACTIVITY_PAGE_MAX = 100;
export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_EXPORT_MAX = 50_000;
