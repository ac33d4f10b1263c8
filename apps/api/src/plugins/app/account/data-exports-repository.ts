import { and, desc, eq, gt, lt, or, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dataExports } from '../../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The people's downloads of their own data: one row per request, its file kept in the row. */
export function createDataExportsRepository(db: Db) {
  return {
    /**
     * A new export, unless one is being prepared for the person: then that one (a unique partial index
     * decides between requests that race). `created` tells which.
     */
    async create(uid: string): Promise<{ row: DataExportRow; created: boolean }> {
      const [row] = await db.insert(dataExports).values({ userUid: uid }).onConflictDoNothing().returning();
      if (row) return { row, created: true };
      const [preparing] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userUid, uid), eq(dataExports.status, 'preparing')));
      if (!preparing) throw new Error('export insert conflicted with no export in preparation');
      return { row: preparing, created: false };
    },

    /** The person's latest export still being prepared, or still offered at `now`. */
    async latest(uid: string, now: Date): Promise<DataExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(
          and(
            eq(dataExports.userUid, uid),
            or(isNull(dataExports.expiresAt), gt(dataExports.expiresAt, now)),
          ),
        )
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(1);
      return row;
    },

    async find(id: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },

    async markReady(id: string, content: string, readyAt: Date, expiresAt: Date): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'ready', content, readyAt, expiresAt, failure: null })
        .where(eq(dataExports.id, id));
    },

    async markFailed(id: string, failure: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed', failure })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')));
    },

    /** Deletes the exports asked for before `before`, with their files; answers how many went. */
    async purge(before: Date): Promise<number> {
      const rows = await db
        .delete(dataExports)
        .where(lt(dataExports.createdAt, before))
        .returning({ id: dataExports.id });
      return rows.length;
    },
  };
}

export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;
