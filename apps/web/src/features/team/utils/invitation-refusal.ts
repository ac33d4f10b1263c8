import { ApiRequestError } from '@/lib/api-error';

/** Why an invitation cannot be opened or accepted, as the invitation page says it. */
export type InvitationRefusal =
  | 'notFound'
  | 'expired'
  | 'used'
  | 'revoked'
  | 'emailMismatch'
  | 'notVerified'
  | 'alreadyMember'
  | 'seatLimit';

const REFUSALS: Record<string, InvitationRefusal> = {
  'invitations/not-found': 'notFound',
  'invitations/expired': 'expired',
  'invitations/used': 'used',
  'invitations/revoked': 'revoked',
  'invitations/email-mismatch': 'emailMismatch',
  'auth/email-not-verified': 'notVerified',
  'team/already-member': 'alreadyMember',
  'team/seat-limit': 'seatLimit',
};

/** The refusal an error carries, or null for a failure worth another try. */
export function invitationRefusalOf(error: unknown): InvitationRefusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 404 || (error.status === 400 && error.code.startsWith('validation/')))
    return 'notFound';
  return REFUSALS[error.code] ?? null;
}

/** A refusal that no other attempt will change: the invitation is gone for good. */
export const isFinal = (refusal: InvitationRefusal | null) =>
  refusal === 'notFound' || refusal === 'expired' || refusal === 'used' || refusal === 'revoked';
