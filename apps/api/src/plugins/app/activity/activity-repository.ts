import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityActorKind, ActivityKind } from '@venues/contracts/activity-rules';
import type { Db } from '../../../db/client';
import { activityLog, counterLinks, users } from '../../../db/schema';
import { venueMidnight } from '../../../db/venue-days';

export type ActivityFilter = {
  person?: string;
  actor_kind?: ActivityActorKind;
  kind?: ActivityKind;
  /** Rome days, both included. */
  from?: string;
  to?: string;
};

/** Where a page starts: the exact time (PostgreSQL's text, microseconds kept) and id of the last entry. */
export type ActivityCursor = { at: string; id: string };

export type ActivityRow = typeof activityLog.$inferSelect & {
  cursorAt: string;
  personName: string | null;
  personEmail: string | null;
  linkLabel: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export const encodeActivityCursor = (cursor: ActivityCursor) =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** The cursor a client sent back, or undefined when it is none of ours. */
export function decodeActivityCursor(text: string): ActivityCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || !TIMESTAMP.test(at) || typeof id !== 'string' || !UUID.test(id))
      return undefined;
    return { at, id };
  } catch {
    return undefined;
  }
}

function filterWhere(placeId: string, filter: ActivityFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(activityLog.placeId, placeId)];
  if (filter.person !== undefined)
    conditions.push(eq(activityLog.actorId, filter.person), eq(activityLog.actorKind, 'person'));
  if (filter.actor_kind !== undefined) conditions.push(eq(activityLog.actorKind, filter.actor_kind));
  if (filter.kind !== undefined) conditions.push(eq(activityLog.kind, filter.kind));
  if (filter.from !== undefined)
    conditions.push(sql`${activityLog.createdAt} >= ${venueMidnight(filter.from)}`);
  if (filter.to !== undefined)
    conditions.push(sql`${activityLog.createdAt} < ${venueMidnight(filter.to, 1)}`);
  return and(...conditions);
}

/** A venue's activity log: read newest first by keyset, and purged after its retention. */
export function createActivityRepository(db: Db) {
  return {
    /** One page after `cursor`, newest first; `limit + 1` rows tell whether another page follows. */
    async page(
      placeId: string,
      filter: ActivityFilter,
      cursor: ActivityCursor | undefined,
      limit: number,
    ): Promise<ActivityRow[]> {
      const after = cursor
        ? sql`(${activityLog.createdAt}, ${activityLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : undefined;
      return db
        .select({
          id: activityLog.id,
          placeId: activityLog.placeId,
          actorKind: activityLog.actorKind,
          actorId: activityLog.actorId,
          kind: activityLog.kind,
          action: activityLog.action,
          subjectType: activityLog.subjectType,
          subjectId: activityLog.subjectId,
          details: activityLog.details,
          createdAt: activityLog.createdAt,
          cursorAt: sql<string>`${activityLog.createdAt}::text`,
          personName: users.displayName,
          personEmail: users.email,
          linkLabel: counterLinks.label,
        })
        .from(activityLog)
        .leftJoin(users, and(eq(users.uid, activityLog.actorId), eq(activityLog.actorKind, 'person')))
        .leftJoin(
          counterLinks,
          and(
            sql`${counterLinks.id}::text = ${activityLog.actorId}`,
            eq(activityLog.actorKind, 'counter_link'),
          ),
        )
        .where(and(filterWhere(placeId, filter), after))
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(limit);
    },

    /** Deletes the entries written before `before`; answers how many went. */
    async purge(before: Date): Promise<number> {
      const rows = await db
        .delete(activityLog)
        .where(lt(activityLog.createdAt, before))
        .returning({ id: activityLog.id });
      return rows.length;
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
