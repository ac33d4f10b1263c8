import type { ActivityEntry } from '@venues/contracts/activity';
import type { ActivityAction } from '@venues/contracts/activity-rules';
import type { ActivityRow } from './activity-repository';

/**
 * An entry as the venue reads it. A person is named by their account, a counter link by its label; the
 * provider's staff are named as staff, never as a person, and a guest not at all.
 */
export function toActivityEntry(row: ActivityRow): ActivityEntry {
  const actor =
    row.actorKind === 'person'
      ? { id: row.actorId, name: row.personName, email: row.personEmail }
      : row.actorKind === 'counter_link'
        ? { id: row.actorId, name: row.linkLabel, email: null }
        : { id: null, name: null, email: null };
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    kind: row.kind,
    action: row.action as ActivityAction,
    actor: { kind: row.actorKind, ...actor },
    subject: { type: row.subjectType, id: row.subjectId },
    details: row.details,
  };
}
