import type { PassCheck } from '@venues/contracts/missions';
import { ApiRequestError } from '@/lib/api-error';

export type Refusal = Exclude<PassCheck, 'valid'>;

/** The API's refusal of a redemption, as the verdict that says why. */
const REFUSALS: Record<string, Refusal> = {
  'missions/pass-used': 'used',
  'missions/ended': 'expired',
  'missions/not-started': 'not-started',
  'missions/paused': 'paused',
  'missions/full': 'full',
  'missions/outside-hours': 'outside-hours',
  'missions/first-visit-only': 'first-visit-only',
  'missions/returning-only': 'returning-only',
  'missions/redeemed-today': 'redeemed-today',
  'missions/pass-unknown': 'unknown',
};

/** The API's code of a failed request; none for an answer that did not match its schema. */
export const errorCodeOf = (error: Error | null) => (error instanceof ApiRequestError ? error.code : null);

export function refusalOf(error: Error | null): Refusal | null {
  const code = errorCodeOf(error);
  return code === null ? null : (REFUSALS[code] ?? null);
}

export const isRevoked = (error: Error | null) => errorCodeOf(error) === 'counter/revoked';
