import type { Pass as PassWire } from '@venues/contracts/missions';
import { capturePaths } from '../paths';
import { request, type Answer } from './request';

export type Pass = Answer<PassWire>;

/** The guest's latest pass for the mission, or null before they take part. */
export function getPass(missionCode: string, token: string): Promise<Pass | null> {
  return request<PassWire | null>(capturePaths.api.pass(missionCode), { token });
}
