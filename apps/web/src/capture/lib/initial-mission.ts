import type { PublicMission as PublicMissionWire } from '@venues/contracts/missions';
import type { MissionState } from '../hooks/use-mission';
import { initialRecordState } from './initial-record';

/** The mission's state from the page's block (GET /api/missions/{code}'s data), when the block is about it. */
export const initialMissionState = (block: unknown, code: string | null): MissionState | undefined =>
  initialRecordState<PublicMissionWire>(block, code);
