import { gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessionRevocations } from '../../../db/schema';

/**
 * The marks that end a user's sessions, in the database every replica shares. A mark is kept as long as a
 * token signed in before it could still be presented; the retention job deletes it after that.
 */
export function createSessionRevocationsRepository(db: Db) {
  return {
    /**
     * Ends the user's sessions now, by the database's clock to the second: answers the mark's time. A
     * sign-in in the same second stays allowed (the password change signs in again at once), unless
     * `thisSecondToo`, for an account that is gone and whose every token must go.
     */
    async revoke(uid: string, thisSecondToo = false): Promise<Date> {
      const at = thisSecondToo
        ? sql`date_trunc('second', now()) + interval '1 second'`
        : sql`date_trunc('second', now())`;
      const [row] = await db
        .insert(sessionRevocations)
        .values({ uid, revokedAt: at })
        .onConflictDoUpdate({ target: sessionRevocations.uid, set: { revokedAt: at } })
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
