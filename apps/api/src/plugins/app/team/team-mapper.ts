import type { Category } from '@venues/contracts/places';
import type { MyVenue, TeamPerson } from '@venues/contracts/team';
import { actionsOf, can, homeOf, type VenueRole } from '@venues/contracts/team-rules';
import { toPlace, type PlaceRow } from '../places/places-repository';
import type { PersonRow } from './memberships-repository';

/** One venue of the switcher: the place, the caller's role, what it allows, and the Team tab's badge. */
export function toMyVenue(row: {
  place: PlaceRow;
  categories: Category[];
  role: VenueRole;
  joinedAt: Date;
  pending: number;
}): MyVenue {
  return {
    place: toPlace(row.place, row.categories),
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
    actions: actionsOf(row.role),
    home: homeOf(row.role),
    pending_access_requests: can(row.role, 'team.manage') ? row.pending : null,
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
