import { sql } from 'drizzle-orm';
import type { MissionInput } from '@venues/contracts/missions';
import { planLimit, type PlanId } from '@venues/contracts/plans';
import type { ActivityAction } from '@venues/contracts/activity-rules';
import type { Db } from '../../../db/client';
import { person, recordActivity, staff, type Actor } from '../activity/activity-log';
import {
  createMissionsRepository,
  type MissionRecord,
  type MissionsRepository,
  type StaffMissionInput,
} from './missions-repository';

export type MissionRefusal =
  | { reason: 'not-found' }
  | { reason: 'paused-by-staff' }
  /** One more live mission would go past the plan's limit. */
  | { reason: 'plan-limit'; limit: number };
export type MissionOutcome = { ok: true; record: MissionRecord } | ({ ok: false } & MissionRefusal);

type Pauser = { uid: string; staff: boolean; reason: string | null };
/** Who lifts a pause: the venue's person or staff. */
type Resumer = { uid: string; staff: boolean };

/**
 * The rules of a venue's missions, for its owners and for staff alike:
 * - a venue runs at most its plan's number of live missions (neither paused nor ended; scheduled ones
 *   count): launching one, reviving an ended one by a later deadline and resuming a paused one are refused
 *   past it, whoever asks, staff included;
 * - a pause by staff is lifted by staff only, and an owner's pause does not replace it;
 * - ending an ended mission changes nothing.
 * Each change runs in one transaction that first locks the venue's row: the count of live missions and the
 * write that adds one are never interleaved with another request's, on PGlite as on PostgreSQL. A change
 * writes its activity entry in that transaction; a request that changes nothing writes none.
 */
export function createMissionsService(db: Db, currentPlan: (placeId: string) => Promise<PlanId | null>) {
  const inVenue = <T>(placeId: string, work: (repository: MissionsRepository, tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select id from places where id = ${placeId} for update`);
      return work(createMissionsRepository(tx), tx);
    });

  /** The change's entry in the venue's activity log. */
  const logged = async (
    tx: Db,
    actor: Actor,
    action: ActivityAction,
    record: MissionRecord | undefined,
    details: Record<string, string | null> = {},
    at?: Date,
  ): Promise<MissionOutcome> => {
    if (record)
      await recordActivity(tx, {
        placeId: record.row.placeId,
        actor,
        action,
        subject: { type: 'mission', id: record.row.id },
        details: { mission_title: record.row.title, ...details },
        at,
      });
    return done(record);
  };

  /** The refusal when one more live mission is past the plan's limit; null when it fits. */
  const overLimit = async (
    repository: MissionsRepository,
    limit: number | null,
    placeId: string,
    now: Date,
    exceptId?: string,
  ): Promise<MissionRefusal | null> => {
    if (limit === null) return null;
    return (await repository.countLive(placeId, now, exceptId)) >= limit
      ? { reason: 'plan-limit', limit }
      : null;
  };
  const limitOf = async (placeId: string) => planLimit(await currentPlan(placeId), 'activeMissions');
  const done = (record: MissionRecord | undefined): MissionOutcome =>
    record ? { ok: true, record } : { ok: false, reason: 'not-found' };

  const launchWith = async (
    placeId: string,
    deadline: string,
    now: Date,
    actor: Actor,
    insert: (repository: MissionsRepository) => Promise<MissionRecord>,
  ): Promise<MissionOutcome> => {
    const limit = new Date(deadline) >= now ? await limitOf(placeId) : null;
    return inVenue(placeId, async (repository, tx) => {
      const refusal = await overLimit(repository, limit, placeId, now);
      if (refusal) return { ok: false, ...refusal };
      return logged(tx, actor, 'mission.launched', await insert(repository), {}, now);
    });
  };

  return {
    /** An owner launches a mission. */
    launch: (placeId: string, input: MissionInput, createdBy: string, now = new Date()) =>
      launchWith(placeId, input.deadline, now, person(createdBy), (repository) =>
        repository.create(placeId, input, createdBy),
      ),

    /** Staff launch one from the back office: a title, a description and a deadline, starting now. */
    launchForStaff: (placeId: string, input: StaffMissionInput, createdBy: string, now = new Date()) =>
      launchWith(placeId, input.deadline, now, staff(createdBy), (repository) =>
        repository.createForStaff(placeId, input, createdBy),
      ),

    /** A change of a mission; a later deadline that revives an ended, unpaused one counts as a launch. */
    async edit(
      placeId: string,
      missionId: string,
      input: Partial<MissionInput>,
      actor: Actor,
      now = new Date(),
    ): Promise<MissionOutcome> {
      const limit =
        input.deadline !== undefined && new Date(input.deadline) >= now ? await limitOf(placeId) : null;
      return inVenue(placeId, async (repository, tx) => {
        const current = await repository.findForPlace(placeId, missionId);
        if (!current) return { ok: false, reason: 'not-found' };
        const revives = current.row.deadline < now && !current.row.pausedAt;
        const refusal = revives ? await overLimit(repository, limit, placeId, now, missionId) : null;
        if (refusal) return { ok: false, ...refusal };
        return logged(tx, actor, 'mission.edited', await repository.update(placeId, missionId, input));
      });
    },

    /** Pauses a mission; an owner's pause leaves a pause by staff as it is. */
    async pause(placeId: string, missionId: string, by: Pauser): Promise<MissionOutcome> {
      return inVenue(placeId, async (repository, tx) => {
        const current = await repository.findForPlace(placeId, missionId);
        if (!current) return { ok: false, reason: 'not-found' };
        if (current.row.pausedByStaff && !by.staff) return { ok: true, record: current };
        const record = await repository.pause(placeId, missionId, by);
        // Pausing a paused mission again changes nothing, unless staff take the pause over.
        if (current.row.pausedAt && !(by.staff && !current.row.pausedByStaff)) return done(record);
        const actor = by.staff ? staff(by.uid) : person(by.uid);
        return logged(tx, actor, 'mission.paused', record, by.reason ? { reason: by.reason } : {});
      });
    },

    /** Lifts a pause: an owner may not lift staff's, and a mission that would go live must fit the plan. */
    async resume(placeId: string, missionId: string, by: Resumer, now = new Date()): Promise<MissionOutcome> {
      const limit = await limitOf(placeId);
      return inVenue(placeId, async (repository, tx) => {
        const current = await repository.findForPlace(placeId, missionId);
        if (!current) return { ok: false, reason: 'not-found' };
        if (current.row.pausedByStaff && !by.staff) return { ok: false, reason: 'paused-by-staff' };
        const goesLive = current.row.pausedAt !== null && current.row.deadline >= now;
        const refusal = goesLive ? await overLimit(repository, limit, placeId, now, missionId) : null;
        if (refusal) return { ok: false, ...refusal };
        const record = await repository.resume(placeId, missionId);
        if (!current.row.pausedAt) return done(record);
        return logged(tx, by.staff ? staff(by.uid) : person(by.uid), 'mission.resumed', record);
      });
    },

    /** Ends a mission now; one already ended stays as it is. */
    async end(placeId: string, missionId: string, actor: Actor, now = new Date()): Promise<MissionOutcome> {
      return inVenue(placeId, async (repository, tx) => {
        const current = await repository.findForPlace(placeId, missionId);
        if (!current) return { ok: false, reason: 'not-found' };
        if (current.row.deadline <= now) return { ok: true, record: current };
        return logged(tx, actor, 'mission.ended', await repository.endNow(placeId, missionId, now), {}, now);
      });
    },
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;
