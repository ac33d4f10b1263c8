import { isWithinRedeemHours } from '@venues/contracts/missions-rules';
import { useEffect, useState } from 'react';
import type { PublicMission } from '../api/get-mission';
import { scheduleOf } from '../lib/mission-schedule';

const MINUTE_MS = 60_000;

/**
 * Whether a pass could be used right now. The server's answer holds for the first render, so that the drawn
 * page and the script agree; a page left open follows the clock, checked every minute.
 */
export function useOpenNow(mission: PublicMission): boolean {
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const active = mission.status === 'active';
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setCheckedAt(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [active]);
  if (checkedAt === null || !active) return mission.openNow;
  return isWithinRedeemHours(scheduleOf(mission), new Date(checkedAt));
}
