import type { PublicMission as PublicMissionWire } from '@venues/contracts/missions';
import { capturePaths } from '../paths';
import { request, type Answer } from './request';

export type PublicMission = Answer<PublicMissionWire>;

export function getMission(code: string): Promise<PublicMission> {
  return request<PublicMissionWire>(capturePaths.api.mission(code));
}
