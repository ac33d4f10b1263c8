import type { MissionStatus } from '@venues/contracts/missions-rules';
import { useCallback } from 'react';
import { getMission, type PublicMission } from '../api/get-mission';
import { usePageRecord, type RecordState } from './use-page-record';

export type MissionState = RecordState<PublicMission>;

/** The mission's state; `initial`, when the page came with it, saves the request. */
export function useMission(code: string, initial?: MissionState) {
  const { state, retry, update } = usePageRecord(code, getMission, initial);
  /** The server refused a pass because the mission changed since the page loaded (paused, full, over). */
  const markStatus = useCallback(
    (status: MissionStatus) => update((data) => ({ ...data, status, openNow: false })),
    [update],
  );
  return { state, retry, markStatus };
}
