import { and, eq, sql } from 'drizzle-orm';
import type { PassCheck, Redemption } from '@venues/contracts/missions';
import { venueClock } from '@venues/contracts/clock';
import { isWithinRedeemHours, missionStatusAt, UNDO_WINDOW_MS } from '@venues/contracts/missions-rules';
import type { Db } from '../../../db/client';
import { missionPasses, missions, places, visits } from '../../../db/schema';
import { visitedBefore } from '../reviewers/reviewers-repository';
import { stateOf } from './mission-mapper';
import { recordActivity, type Actor } from '../activity/activity-log';
import { redeemedCount, type MissionRow, type MissionsRepository, type PassRow } from './missions-repository';

/** What the rules need to know of one guest and one mission. */
export type GuestFacts = {
  /** The guest visited the venue before now, by any path. */
  visitedBefore: boolean;
  /** When the guest redeemed this mission before, newest first. */
  redemptions: readonly Date[];
};

/**
 * Whether a guest may redeem the mission now, or why not. Taking part asks the same, minus the hours: a
 * guest may take a pass outside the hours and come back within them.
 */
export function eligibility(
  row: MissionRow,
  redeemed: number,
  guest: GuestFacts,
  now: Date,
  options: { ignoreHours?: boolean } = {},
): PassCheck {
  const state = stateOf(row, redeemed);
  const status = missionStatusAt(state, now);
  if (status === 'paused') return 'paused';
  if (status === 'ended') return 'expired';
  if (status === 'scheduled') return 'not-started';
  if (status === 'full') return 'full';
  if (!options.ignoreHours && !isWithinRedeemHours(state, now)) return 'outside-hours';
  if (row.audience === 'first-visit' && guest.visitedBefore) return 'first-visit-only';
  if (row.audience === 'returning' && !guest.visitedBefore) return 'returning-only';
  const [last] = guest.redemptions;
  if (last && row.frequency === 'once') return 'used';
  if (last && venueClock(last).date === venueClock(now).date) return 'redeemed-today';
  return 'valid';
}

export const toRedemption = (pass: PassRow, spendCents: number, newCustomer: boolean): Redemption => {
  const redeemedAt = pass.redeemedAt ?? new Date();
  return {
    pass_code: pass.code,
    redeemed_at: redeemedAt.toISOString(),
    undo_until: new Date(redeemedAt.getTime() + UNDO_WINDOW_MS).toISOString(),
    estimated_spend_cents: spendCents,
    bill_cents: pass.billCents,
    new_customer: newCustomer,
  };
};

export type Redeemer = { placeId: string; uid: string | null; linkId: string | null };

/** The activity log's actor of a redemption: the person at the counter, or the counter link's phone. */
const actorOf = (redeemer: Redeemer): Actor =>
  redeemer.linkId
    ? { kind: 'counter_link', linkId: redeemer.linkId }
    : { kind: 'person', uid: redeemer.uid ?? '' };

type Found = { pass: PassRow; mission: MissionRow };
export type LookupResult = { check: PassCheck; found: Found | null; redemption: Redemption | null };
export type RedeemResult =
  | { ok: true; found: Found; redemption: Redemption }
  | { ok: false; check: PassCheck; found: Found | null; redemption: Redemption | null };

/**
 * The counter's side: a pass looked up, redeemed and undone, always within one venue. A code of another
 * venue is 'unknown', as a code that does not exist.
 */
export function createRedemptions(db: Db, missionsRepository: MissionsRepository) {
  const find = async (tx: Db, placeId: string, code: string, lock: boolean): Promise<Found | null> => {
    const query = tx
      .select({ pass: missionPasses, mission: missions })
      .from(missionPasses)
      .innerJoin(missions, eq(missions.id, missionPasses.missionId))
      .where(and(eq(missionPasses.code, code), eq(missionPasses.placeId, placeId)));
    if (!lock) return (await query)[0] ?? null;
    // The pass's row is the lock of its single use, and a guest holds one open pass per mission, so their
    // once-or-daily rule holds too. A capped mission's row is locked after it, always in that order: its
    // redemptions take turns so the cap holds, and those of an uncapped mission run side by side.
    const [row] = await query.for('update', { of: missionPasses });
    if (row?.mission.cap != null) {
      await tx.execute(sql`select id from missions where id = ${row.mission.id} for update`);
    }
    return row ?? null;
  };

  /** Only a capped mission needs its count. */
  const capCount = (tx: Db, mission: MissionRow) =>
    mission.cap === null ? Promise.resolve(0) : redeemedCount(tx, mission.id);

  const guestFacts = (tx: Db, found: Found, now: Date): Promise<GuestFacts> =>
    missionsRepository.guestFacts(found.pass.reviewerId, found.pass.placeId, found.mission.id, now, tx);

  /** The redemption of a used pass: its visit's spend, and whether that visit was the guest's first. */
  const redemptionOf = async (tx: Db, pass: PassRow): Promise<Redemption | null> => {
    if (!pass.redeemedAt || !pass.visitId) return null;
    const [visit] = await tx.select().from(visits).where(eq(visits.id, pass.visitId));
    if (!visit) return null;
    const before = await visitedBefore(tx, pass.reviewerId, pass.placeId, visit.visitedAt);
    return toRedemption(pass, visit.estimatedSpendCents, !before);
  };

  return {
    async lookup(placeId: string, code: string, now = new Date()): Promise<LookupResult> {
      const found = await find(db, placeId, code, false);
      if (!found) return { check: 'unknown', found: null, redemption: null };
      if (found.pass.redeemedAt) {
        return { check: 'used', found, redemption: await redemptionOf(db, found.pass) };
      }
      const check = eligibility(
        found.mission,
        await capCount(db, found.mission),
        await guestFacts(db, found, now),
        now,
      );
      return { check, found, redemption: null };
    },

    /**
     * One visit per pass, whatever the number of phones that redeem it at once: the mission's row is locked,
     * and the pass is marked only while it is still open.
     */
    async redeem(redeemer: Redeemer, code: string, billCents: number | null, now = new Date()) {
      return db.transaction(async (tx): Promise<RedeemResult> => {
        const found = await find(tx, redeemer.placeId, code, true);
        if (!found) return { ok: false, check: 'unknown', found: null, redemption: null };
        if (found.pass.redeemedAt) {
          return { ok: false, check: 'used', found, redemption: await redemptionOf(tx, found.pass) };
        }
        const facts = await guestFacts(tx, found, now);
        const check = eligibility(found.mission, await capCount(tx, found.mission), facts, now);
        if (check !== 'valid') return { ok: false, check, found, redemption: null };

        const [place] = await tx
          .select({ averageTicketCents: places.averageTicketCents })
          .from(places)
          .where(eq(places.id, redeemer.placeId));
        const spend = billCents ?? place?.averageTicketCents ?? 0;
        const [visit] = await tx
          .insert(visits)
          .values({
            placeId: redeemer.placeId,
            reviewerId: found.pass.reviewerId,
            missionId: found.mission.id,
            estimatedSpendCents: spend,
            visitedAt: now,
          })
          .returning({ id: visits.id });
        if (!visit) throw new Error('insert returned no row');
        const [pass] = await tx
          .update(missionPasses)
          .set({
            redeemedAt: now,
            redeemedBy: redeemer.uid,
            redeemedByLink: redeemer.linkId,
            billCents,
            visitId: visit.id,
          })
          .where(and(eq(missionPasses.id, found.pass.id), sql`${missionPasses.redeemedAt} is null`))
          .returning();
        if (!pass) throw new Error('the locked pass was redeemed by another transaction');
        await recordActivity(tx, {
          placeId: redeemer.placeId,
          actor: actorOf(redeemer),
          action: 'pass.redeemed',
          subject: { type: 'pass', id: pass.id },
          details: {
            pass_code: pass.code,
            mission_title: found.mission.title,
            bill_cents: billCents,
            spend_cents: spend,
          },
          at: now,
        });
        return {
          ok: true,
          found: { ...found, pass },
          redemption: toRedemption(pass, spend, !facts.visitedBefore),
        };
      });
    },

    /** Undoes a redemption of this venue within UNDO_WINDOW_MS: its visit goes and the pass is open again. */
    async undo(
      redeemer: Redeemer,
      code: string,
      now = new Date(),
    ): Promise<'undone' | 'unknown' | 'expired'> {
      const { placeId } = redeemer;
      return db.transaction(async (tx) => {
        const found = await find(tx, placeId, code, true);
        if (!found?.pass.redeemedAt) return 'unknown';
        if (now.getTime() - found.pass.redeemedAt.getTime() > UNDO_WINDOW_MS) return 'expired';
        // The guest's other open pass (taken again after a daily redemption) makes way for this one.
        await tx
          .delete(missionPasses)
          .where(
            and(
              eq(missionPasses.missionId, found.mission.id),
              eq(missionPasses.reviewerId, found.pass.reviewerId),
              sql`${missionPasses.redeemedAt} is null`,
            ),
          );
        await tx
          .update(missionPasses)
          .set({ redeemedAt: null, redeemedBy: null, redeemedByLink: null, billCents: null, visitId: null })
          .where(eq(missionPasses.id, found.pass.id));
        if (found.pass.visitId) await tx.delete(visits).where(eq(visits.id, found.pass.visitId));
        await recordActivity(tx, {
          placeId,
          actor: actorOf(redeemer),
          action: 'pass.redemption_undone',
          subject: { type: 'pass', id: found.pass.id },
          details: { pass_code: found.pass.code, mission_title: found.mission.title },
          at: now,
        });
        return 'undone';
      });
    },
  };
}

export type Redemptions = ReturnType<typeof createRedemptions>;
