import { and, desc, eq } from 'drizzle-orm';
import type { Mission } from '@venues/contracts/dashboard';
import type { Db } from '../../../db/client';
import { missions } from '../../../db/schema';

type MissionRow = typeof missions.$inferSelect;

export const toMission = (row: MissionRow): Mission => ({
  id: row.id,
  title: row.title,
  description: row.description,
  deadline: row.deadline.toISOString(),
});

export type MissionInput = { title: string; description: string; deadline: string };

export function createMissionsRepository(db: Db) {
  return {
    /** Latest deadline first, so active missions lead. */
    async listForPlace(placeId: string): Promise<Mission[]> {
      const rows = await db
        .select()
        .from(missions)
        .where(eq(missions.placeId, placeId))
        .orderBy(desc(missions.deadline), missions.id);
      return rows.map(toMission);
    },

    async create(placeId: string, input: MissionInput, createdBy: string): Promise<Mission> {
      const [row] = await db
        .insert(missions)
        .values({ placeId, ...input, deadline: new Date(input.deadline), createdBy })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toMission(row);
    },

    async update(placeId: string, id: string, input: Partial<MissionInput>): Promise<Mission | undefined> {
      const [row] = await db
        .update(missions)
        .set({
          title: input.title,
          description: input.description,
          deadline: input.deadline ? new Date(input.deadline) : undefined,
          updatedAt: new Date(),
        })
        .where(and(eq(missions.id, id), eq(missions.placeId, placeId)))
        .returning();
      return row ? toMission(row) : undefined;
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
