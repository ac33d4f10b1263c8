import type { MissionSchedule } from '@venues/contracts/missions-rules';
import type { PublicMission } from '../api/get-mission';

/** The mission's schedule in the wire's shape, which the rules and the texts of @venues/contracts read. */
export function scheduleOf(mission: PublicMission): MissionSchedule {
  return {
    starts_at: mission.startsAt,
    deadline: mission.deadline,
    redeem_days: mission.redeemDays,
    redeem_from: mission.redeemFrom,
    redeem_until: mission.redeemUntil,
  };
}
