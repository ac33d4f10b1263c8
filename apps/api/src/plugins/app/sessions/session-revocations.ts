import { gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessionRevocations } from '../../../db/schema';

/**
 * The marks that end a user's sessions, in the database every replica shares. A mark is kept as long as a
 * token signed in before it could still be presented; the retention job deletes it after that.
 */
export function createSessionRevocationsRepository(db: Db) {
  return {
    /** Ends the user's sessions now, by the database's clock to the second: answers the mark's time. */
    async revoke(uid: string): Promise<Date> {
      const [row] = await db
        .insert(sessionRevocations)
        .values({ uid, revokedAt: sql`date_trunc('second', now())` })
        .onConflictDoUpdate({
          target: sessionRevocations.uid,
          set: { revokedAt: sql`date_trunc('second', now())` },
        })
        .returning({ revokedAt: sessionRevocations.revokedAt });
      if (!row) throw new Error('upsert returned no row');
      return row.revokedAt;
    },

    /** The marks made since `since`: uid to the time in ms. */
    async since(since: Date): Promise<Map<string, number>> {
      const rows = await db.select().from(sessionRevocations).where(gt(sessionRevocations.revokedAt, since));
      return new Map(rows.map((row) => [row.uid, row.revokedAt.getTime()]));
    },

    async purge(before: Date): Promise<void> {
      await db.delete(sessionRevocations).where(lt(sessionRevocations.revokedAt, before));
    },
  };
}

export type SessionRevocationsRepository = ReturnType<typeof createSessionRevocationsRepository>;
