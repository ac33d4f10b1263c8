import type { PlanId } from '@venues/contracts/plans';
import type { Category } from '@venues/contracts/places';
import type { AccessRequest, Invitation, MyAccessRequest, MyVenue, TeamPerson } from '@venues/contracts/team';
import { actionsOf, can, homeOf, type VenueRole } from '@venues/contracts/team-rules';
import { toPlace, type PlaceRow } from '../places/places-repository';
import type { PersonRow } from './memberships-repository';
import type { AccessRequestRow, InvitationRow } from './team-repository';

/** One venue of the switcher: the place, the caller's role, what it allows, and the Team tab's badge. */
export function toMyVenue(row: {
  place: PlaceRow;
  categories: Category[];
  role: VenueRole;
  joinedAt: Date;
  pending: number;
  plan: PlanId | null;
}): MyVenue {
  return {
    place: toPlace(row.place, row.categories),
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
    actions: actionsOf(row.role),
    home: homeOf(row.role),
    pending_access_requests: can(row.role, 'team.manage') ? row.pending : null,
    plan: row.plan,
  };
}

export function toTeamPerson(row: PersonRow, callerUid: string | null): TeamPerson {
  return {
    uid: row.uid,
    display_name: row.displayName,
    email: row.email,
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    is_you: row.uid === callerUid,
  };
}

type PersonRef = { uid: string; displayName: string | null; email: string | null } | null;
const toPersonRef = (row: NonNullable<PersonRef>) => ({
  uid: row.uid,
  display_name: row.displayName,
  email: row.email,
});

export function toInvitation(row: InvitationRow, inviter: PersonRef, now: Date = new Date()): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    invited_by: inviter?.uid ? toPersonRef(inviter) : null,
  };
}

export function toAccessRequest(row: AccessRequestRow, asker: NonNullable<PersonRef>): AccessRequest {
  return {
    id: row.id,
    asker: toPersonRef(asker),
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

export function toMyAccessRequest(
  row: AccessRequestRow,
  place: { id: string; name: string; address: string },
): MyAccessRequest {
  return {
    id: row.id,
    place,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
