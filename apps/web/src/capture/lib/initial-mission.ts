import type { PublicMission as PublicMissionWire } from '@venues/contracts/missions';
import { answerOf } from '../api/request';
import type { MissionState } from '../hooks/use-mission';

/** What the server wrote into the page about its mission: GET /api/missions/{code}'s data, or null when unknown. */
export type MissionBlock = { code: string; data: PublicMissionWire | null };

function isMissionBlock(value: unknown): value is MissionBlock {
  return typeof value === 'object' && value !== null && 'code' in value && 'data' in value;
}

/** The mission's state from the page's block, when the block is about this mission. */
export function initialMissionState(block: unknown, code: string | null): MissionState | undefined {
  if (!isMissionBlock(block) || block.code !== code) return undefined;
  return block.data ? { status: 'ready', data: answerOf(block.data) } : { status: 'not-found' };
}
