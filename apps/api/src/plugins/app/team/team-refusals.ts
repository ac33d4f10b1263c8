import { HttpError, notFound } from '../http-error';
import type { TeamOutcome, TeamRefusal } from './team-context';

const REFUSALS: Record<
  Exclude<TeamRefusal['reason'], 'not-found' | 'seat-limit'>,
  [number, string, string]
> = {
  'place-not-found': [404, 'places/not-found', 'Unknown place.'],
  'already-member': [409, 'team/already-member', 'This person is already on the team.'],
  'already-invited': [409, 'team/already-invited', 'This address already has a pending invitation.'],
  'last-owner': [409, 'team/last-owner', 'A venue keeps at least one owner: make someone else owner first.'],
  'not-verified': [409, 'team/not-verified', 'Nobody runs this venue yet: claim it instead.'],
  'already-requested': [409, 'team/already-requested', 'Your request for this venue is still waiting.'],
  'too-many-requests': [429, 'team/too-many-requests', 'Too many access requests today; try tomorrow.'],
  'request-decided': [409, 'team/request-decided', 'This request has already been answered.'],
  'invitation-expired': [410, 'invitations/expired', 'This invitation has expired: ask for a new one.'],
  'invitation-used': [410, 'invitations/used', 'This invitation has already been used.'],
  'invitation-revoked': [410, 'invitations/revoked', 'This invitation was withdrawn.'],
  'email-mismatch': [
    403,
    'invitations/email-mismatch',
    'This invitation is for another address: sign in with the address it was sent to.',
  ],
  'email-not-verified': [403, 'auth/email-not-verified', 'Verify your email address first.'],
};

/** The value of a team change, or its refusal as the API answers it; `what` names a missing thing. */
export function valueOrRefusal<T>(outcome: TeamOutcome<T>, what: string): T {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === 'not-found') throw notFound(what);
  if (outcome.reason === 'seat-limit')
    throw new HttpError(
      403,
      'team/seat-limit',
      `This plan has ${outcome.limit} seat${outcome.limit === 1 ? '' : 's'}, counting people and pending invitations.`,
    );
  const [status, code, message] = REFUSALS[outcome.reason];
  throw new HttpError(status, code, message);
}
