import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { MissionInput, MissionResults } from '@venues/contracts/missions';
import { PASS_ALPHABET, PASS_CODE_LENGTH } from '@venues/contracts/missions-rules';
import type { Db } from '../../../db/client';
import { missionPasses, missions, places, reviewers } from '../../../db/schema';
import { visitedBefore } from '../reviewers/reviewers-repository';
import { missionResults } from './mission-results';

export type MissionRow = typeof missions.$inferSelect;
export type PassRow = typeof missionPasses.$inferSelect;
export type MissionCounts = { participants: number; redeemed: number };
export type MissionRecord = { row: MissionRow; counts: MissionCounts };

/** What staff write in the back office; the rest of a mission keeps its defaults. */
export type StaffMissionInput = { title: string; description: string; deadline: string };

/** A public page's code: 10 URL-safe characters, not guessable from another mission's. */
export const newMissionCode = () => randomBytes(8).toString('base64url').slice(0, 10);
export const newPassCode = () =>
  Array.from({ length: PASS_CODE_LENGTH }, () => PASS_ALPHABET[randomInt(PASS_ALPHABET.length)]).join('');

const toInt = (value: unknown) => Number(value ?? 0);

const countsOf = (tx: Db, missionIds: string[]) =>
  missionIds.length === 0
    ? Promise.resolve(new Map<string, MissionCounts>())
    : tx
        .select({
          missionId: missionPasses.missionId,
          participants: sql<number>`count(distinct ${missionPasses.reviewerId})`,
          redeemed: sql<number>`count(${missionPasses.redeemedAt})`,
        })
        .from(missionPasses)
        .where(sql`${missionPasses.missionId} in ${missionIds}`)
        .groupBy(missionPasses.missionId)
        .then(
          (rows) =>
            new Map(
              rows.map((row) => [
                row.missionId,
                { participants: toInt(row.participants), redeemed: toInt(row.redeemed) },
              ]),
            ),
        );

const inputColumns = (input: Partial<MissionInput>) => ({
  title: input.title,
  description: input.description,
  reward: input.reward,
  conditions: input.conditions,
  startsAt: input.starts_at === undefined ? undefined : new Date(input.starts_at),
  deadline: input.deadline === undefined ? undefined : new Date(input.deadline),
  redeemDays: input.redeem_days === undefined ? undefined : [...input.redeem_days].sort(),
  redeemFrom: input.redeem_from,
  redeemUntil: input.redeem_until,
  cap: input.cap,
  audience: input.audience,
  frequency: input.frequency,
});

/** A mission's redemptions so far: an index range over its redeemed passes. */
export async function redeemedCount(tx: Db, missionId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(missionPasses)
    .where(and(eq(missionPasses.missionId, missionId), sql`${missionPasses.redeemedAt} is not null`));
  return toInt(row?.n);
}

/** Missions, their passes and their redemptions. The rules that decide are in ./redemptions. */
export function createMissionsRepository(db: Db) {
  const withCounts = async (rows: MissionRow[], tx: Db = db): Promise<MissionRecord[]> => {
    const counts = await countsOf(
      tx,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ row, counts: counts.get(row.id) ?? { participants: 0, redeemed: 0 } }));
  };

  return {
    /** Latest deadline first, so active missions lead. */
    async listForPlace(placeId: string): Promise<MissionRecord[]> {
      const rows = await db
        .select()
        .from(missions)
        .where(eq(missions.placeId, placeId))
        .orderBy(desc(missions.deadline), missions.id);
      return withCounts(rows);
    },

    async findForPlace(placeId: string, id: string): Promise<MissionRecord | undefined> {
      const [row] = await db
        .select()
        .from(missions)
        .where(and(eq(missions.id, id), eq(missions.placeId, placeId)));
      return row ? (await withCounts([row]))[0] : undefined;
    },

    /** Every mission not yet ended, across venues, newest first: what staff watch over. */
    async listLive(now = new Date(), limit = 200) {
      const rows = await db
        .select({ mission: missions, place: { id: places.id, name: places.name } })
        .from(missions)
        .innerJoin(places, eq(places.id, missions.placeId))
        .where(gte(missions.deadline, now))
        .orderBy(desc(missions.createdAt), missions.id)
        .limit(limit);
      const records = await withCounts(rows.map((row) => row.mission));
      return records.map((record, i) => ({ ...record, place: rows[i]!.place }));
    },

    /**
     * The mission of a public page, with its venue and, for a capped mission, its redemptions so far: a
     * page view never counts every pass of a popular mission.
     */
    async findByCode(code: string) {
      const [found] = await db
        .select({ row: missions, place: { id: places.id, name: places.name, address: places.address } })
        .from(missions)
        .innerJoin(places, eq(places.id, missions.placeId))
        .where(eq(missions.code, code));
      if (!found) return undefined;
      const redeemed = found.row.cap === null ? 0 : await redeemedCount(db, found.row.id);
      return { ...found, redeemed };
    },

    /**
     * The missions a guest can take part in now, for the venue's wall, in one indexed query: started, not
     * ended, not paused, and below their cap (only a capped mission counts its redemptions). Latest
     * deadline first. The same conditions as the 'active' status of the contracts' missionStatusAt.
     */
    async activeForPlace(placeId: string, now = new Date()): Promise<MissionRow[]> {
      return db
        .select()
        .from(missions)
        .where(
          and(
            eq(missions.placeId, placeId),
            isNull(missions.pausedAt),
            lte(missions.startsAt, now),
            gte(missions.deadline, now),
            sql`(${missions.cap} is null or ${missions.cap} > (
              select count(*) from ${missionPasses}
              where ${missionPasses.missionId} = ${missions.id} and ${missionPasses.redeemedAt} is not null))`,
          ),
        )
        .orderBy(desc(missions.deadline), missions.id);
    },

    /** Missions that count against the plan: not paused and not ended (scheduled ones included). */
    async countLive(placeId: string, now = new Date(), exceptId?: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)` })
        .from(missions)
        .where(
          and(
            eq(missions.placeId, placeId),
            isNull(missions.pausedAt),
            gte(missions.deadline, now),
            exceptId ? sql`${missions.id} <> ${exceptId}` : undefined,
          ),
        );
      return toInt(row?.n);
    },

    async create(placeId: string, input: MissionInput, createdBy: string): Promise<MissionRecord> {
      const [row] = await db
        .insert(missions)
        .values({
          ...inputColumns(input),
          title: input.title,
          description: input.description,
          deadline: new Date(input.deadline),
          placeId,
          code: newMissionCode(),
          createdBy,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { row, counts: { participants: 0, redeemed: 0 } };
    },

    /** Staff's missions from the back office: a title, a description and a deadline, starting now. */
    async createForStaff(
      placeId: string,
      input: StaffMissionInput,
      createdBy: string,
    ): Promise<MissionRecord> {
      const [row] = await db
        .insert(missions)
        .values({ placeId, ...input, deadline: new Date(input.deadline), code: newMissionCode(), createdBy })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { row, counts: { participants: 0, redeemed: 0 } };
    },

    async update(
      placeId: string,
      id: string,
      input: Partial<MissionInput>,
    ): Promise<MissionRecord | undefined> {
      const [row] = await db
        .update(missions)
        .set({ ...inputColumns(input), updatedAt: new Date() })
        .where(and(eq(missions.id, id), eq(missions.placeId, placeId)))
        .returning();
      return row ? (await withCounts([row]))[0] : undefined;
    },

    async pause(
      placeId: string,
      id: string,
      by: { uid: string; staff: boolean; reason: string | null },
    ): Promise<MissionRecord | undefined> {
      const now = new Date();
      const [row] = await db
        .update(missions)
        .set({
          pausedAt: sql`coalesce(${missions.pausedAt}, ${now.toISOString()}::timestamptz)`,
          pausedBy: by.uid,
          pausedByStaff: by.staff,
          pauseReason: by.reason,
          updatedAt: now,
        })
        .where(and(eq(missions.id, id), eq(missions.placeId, placeId)))
        .returning();
      return row ? (await withCounts([row]))[0] : undefined;
    },

    async resume(placeId: string, id: string): Promise<MissionRecord | undefined> {
      const [row] = await db
        .update(missions)
        .set({
          pausedAt: null,
          pausedBy: null,
          pausedByStaff: false,
          pauseReason: null,
          updatedAt: new Date(),
        })
        .where(and(eq(missions.id, id), eq(missions.placeId, placeId)))
        .returning();
      return row ? (await withCounts([row]))[0] : undefined;
    },

    /** Ends the mission at `at`: its page says it is over and its open passes expire. */
    async endNow(placeId: string, id: string, at = new Date()): Promise<MissionRecord | undefined> {
      const [row] = await db
        .update(missions)
        .set({
          deadline: at,
          startsAt: sql`least(${missions.startsAt}, ${at.toISOString()}::timestamptz)`,
          updatedAt: at,
        })
        .where(and(eq(missions.id, id), eq(missions.placeId, placeId)))
        .returning();
      return row ? (await withCounts([row]))[0] : undefined;
    },

    /** One mission's results: see mission-results.ts. */
    results: (missionId: string): Promise<MissionResults> => missionResults(db, missionId),

    /** The guest's latest pass for the mission, if they took part. */
    async latestPass(missionId: string, guestUid: string): Promise<PassRow | undefined> {
      const [row] = await db
        .select({ pass: missionPasses })
        .from(missionPasses)
        .innerJoin(reviewers, eq(reviewers.id, missionPasses.reviewerId))
        .where(and(eq(missionPasses.missionId, missionId), eq(reviewers.guestUid, guestUid)))
        .orderBy(desc(missionPasses.createdAt))
        .limit(1);
      return row?.pass;
    },

    /**
     * What the mission's rules need to know of one guest: whether they visited the venue before `at`, and
     * when they redeemed this mission before, newest first.
     */
    async guestFacts(reviewerId: string, placeId: string, missionId: string, at: Date, tx: Db = db) {
      const redeemed = await tx
        .select({ at: missionPasses.redeemedAt })
        .from(missionPasses)
        .where(
          and(
            eq(missionPasses.missionId, missionId),
            eq(missionPasses.reviewerId, reviewerId),
            sql`${missionPasses.redeemedAt} is not null`,
          ),
        )
        .orderBy(desc(missionPasses.redeemedAt));
      return {
        visitedBefore: await visitedBefore(tx, reviewerId, placeId, at),
        redemptions: redeemed.flatMap((row) => (row.at ? [row.at] : [])),
      };
    },

    /** A new open pass; an open one already there (a second tap, another tab) is returned instead. */
    async openPass(missionId: string, placeId: string, reviewerId: string): Promise<PassRow> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [created] = await db
          .insert(missionPasses)
          .values({ missionId, placeId, reviewerId, code: newPassCode() })
          .onConflictDoNothing()
          .returning();
        if (created) return created;
        const [open] = await db
          .select()
          .from(missionPasses)
          .where(
            and(
              eq(missionPasses.missionId, missionId),
              eq(missionPasses.reviewerId, reviewerId),
              isNull(missionPasses.redeemedAt),
            ),
          );
        if (open) return open;
        // The random code collided with another pass's: draw again.
      }
      throw new Error('could not draw a free pass code');
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
