import { kindOfActivity, type ActivityAction } from '@venues/contracts/activity-rules';
import type { ActivityDetails } from '@venues/contracts/activity';
import type { Db } from '../../../db/client';
import { activityLog } from '../../../db/schema';

/** Who makes a change on a venue. */
export type Actor =
  /** A venue person; a null uid is a former team member whose account is gone. */
  | { kind: 'person'; uid: string | null }
  | { kind: 'counter_link'; linkId: string }
  | { kind: 'guest' }
  | { kind: 'staff'; uid: string };

export const person = (uid: string | null): Actor => ({ kind: 'person', uid });
export const staff = (uid: string): Actor => ({ kind: 'staff', uid });

export type ActivityInput = {
  placeId: string;
  actor: Actor;
  action: ActivityAction;
  subject?: { type: string; id: string };
  details?: ActivityDetails;
  /** When the change happened; now by default (the seed writes a past month). */
  at?: Date;
};

/**
 * Keys a detail may never carry: a guest's identity and media stay out of the log, whatever a caller
 * passes. The log names a guest's review or pass by its id, never by who wrote or holds it.
 */
const FORBIDDEN_DETAIL = /(^|_)(uid|guest|reviewer|video|poster|media)(_|$)|(^|_)(full|display)_name$/i;

export function cleanDetails(details: ActivityDetails = {}): ActivityDetails {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !FORBIDDEN_DETAIL.test(key)));
}

const actorId = (actor: Actor): string | null => {
  switch (actor.kind) {
    case 'person':
    case 'staff':
      return actor.uid;
    case 'counter_link':
      return actor.linkId;
    case 'guest':
      return null;
  }
};

/**
 * Appends one entry to a venue's activity log, on the transaction of the change it describes: the entry
 * commits or rolls back with it.
 */
export async function recordActivity(tx: Db, entry: ActivityInput): Promise<void> {
  await tx.insert(activityLog).values({
    placeId: entry.placeId,
    actorKind: entry.actor.kind,
    actorId: actorId(entry.actor),
    kind: kindOfActivity(entry.action),
    action: entry.action,
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject?.id ?? null,
    details: cleanDetails(entry.details),
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
