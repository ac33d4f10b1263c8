import type { TeamErrorCode } from '@venues/contracts/team';
import { ApiRequestError } from '@/lib/api-error';

/** The team's refusals that a screen of the Team tab explains in words of its own. */
export type TeamRefusal =
  'alreadyMember' | 'alreadyInvited' | 'seatLimit' | 'lastOwner' | 'requestDecided' | 'gone';

const REFUSALS: Partial<Record<TeamErrorCode, TeamRefusal>> = {
  'team/already-member': 'alreadyMember',
  'team/already-invited': 'alreadyInvited',
  'team/seat-limit': 'seatLimit',
  'team/last-owner': 'lastOwner',
  'team/request-decided': 'requestDecided',
};

/** The refusal an error carries, or null for a failure to try again (network, server, an unknown code). */
export function teamRefusalOf(error: unknown): TeamRefusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 404) return 'gone';
  return REFUSALS[error.code as TeamErrorCode] ?? null;
}

/** A plan's name as the plans page writes it: 'Pro'. */
export const planName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
