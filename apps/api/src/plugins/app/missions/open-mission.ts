import { missionCodeParamsSchema, type PublicMission } from '@venues/contracts/missions';
import type { FastifyInstance } from 'fastify';
import { toPublicMission } from './mission-mapper';

/**
 * A guest opened /m/{code}: the mission as its public page shows it, as GET /api/missions/{code} answers;
 * null for a code that does not exist, malformed ones included.
 */
export async function openMission(app: FastifyInstance, code: string): Promise<PublicMission | null> {
  if (!missionCodeParamsSchema.safeParse({ code }).success) return null;
  const found = await app.missionsRepository.findByCode(code);
  return found ? toPublicMission(found) : null;
}
