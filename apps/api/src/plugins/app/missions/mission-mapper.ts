import type { Mission, Pass, PublicMission } from '@venues/contracts/missions';
import { isWithinRedeemHours, missionStatusAt, type MissionState } from '@venues/contracts/missions-rules';
import { webPaths } from '@venues/contracts/web-paths';
import { HttpError, notFound } from '../http-error';
import type { MissionRecord, MissionRow, PassRow } from './missions-repository';
import type { MissionOutcome } from './missions-service';

/** What the contracts' mission rules read of a stored mission. */
export const stateOf = (row: MissionRow, redeemed: number): MissionState => ({
  starts_at: row.startsAt.toISOString(),
  deadline: row.deadline.toISOString(),
  redeem_days: row.redeemDays,
  redeem_from: row.redeemFrom,
  redeem_until: row.redeemUntil,
  paused: row.pausedAt !== null,
  cap: row.cap,
  redeemed,
});

const schedule = (row: MissionRow) => ({
  title: row.title,
  description: row.description,
  reward: row.reward,
  conditions: row.conditions,
  starts_at: row.startsAt.toISOString(),
  deadline: row.deadline.toISOString(),
  redeem_days: row.redeemDays,
  redeem_from: row.redeemFrom,
  redeem_until: row.redeemUntil,
  audience: row.audience,
  frequency: row.frequency,
});

/** A mission as its venue's team sees it: everything, with its public link and its counts. */
export function toMission({ row, counts }: MissionRecord, origin: string, now = new Date()): Mission {
  return {
    id: row.id,
    ...schedule(row),
    cap: row.cap,
    status: missionStatusAt(stateOf(row, counts.redeemed), now),
    paused_by_staff: row.pausedByStaff,
    pause_reason: row.pausedByStaff ? row.pauseReason : null,
    code: row.code,
    public_url: `${origin}${webPaths.mission(row.code)}`,
    counts,
  };
}

/** A mission as guests see it: the offer and its venue, never its counts or who made it. */
export function toPublicMission(
  { row, redeemed, place }: { row: MissionRow; redeemed: number; place: { name: string; address: string } },
  now = new Date(),
): PublicMission {
  const state = stateOf(row, redeemed);
  const status = missionStatusAt(state, now);
  return {
    code: row.code,
    ...schedule(row),
    status,
    open_now: status === 'active' && isWithinRedeemHours(state, now),
    venue: { name: place.name, address: place.address },
  };
}

/** The guest's pass; `privateUrl` is their private link, which only they are given, with their pass. */
export function toPass(pass: PassRow, mission: MissionRow, privateUrl: string, now = new Date()): Pass {
  const ended = mission.deadline.getTime() < now.getTime();
  return {
    code: pass.code,
    mission_code: mission.code,
    state: pass.redeemedAt ? 'redeemed' : ended ? 'expired' : 'open',
    created_at: pass.createdAt.toISOString(),
    redeemed_at: pass.redeemedAt?.toISOString() ?? null,
    private_url: privateUrl,
  };
}

/** The mission a change left, or the refusal as the API answers it. */
export function recordOrRefusal(outcome: MissionOutcome): MissionRecord {
  if (outcome.ok) return outcome.record;
  switch (outcome.reason) {
    case 'not-found':
      throw notFound('Mission');
    case 'paused-by-staff':
      throw new HttpError(
        409,
        'missions/paused-by-staff',
        'Staff paused this mission; only staff resume it.',
      );
    case 'plan-limit':
      throw new HttpError(
        403,
        'missions/plan-limit',
        `This plan runs ${outcome.limit} mission${outcome.limit === 1 ? '' : 's'} at a time.`,
      );
  }
}
