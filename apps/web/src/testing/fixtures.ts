import type { Claim, ClaimStatus } from '@venues/contracts/claims';
import type { MyVenue } from '@venues/contracts/team';
import type { CustomerResponse } from '@venues/contracts/billing';
import type { PlanId } from '@venues/contracts/plans';
import { camelize, snakeize } from '@venues/contracts/wire';
import { actionsOf, homeOf, type VenueRole } from '@venues/contracts/team-rules';
import type { Venue } from '@/lib/current-venue';
import { subscriptionsOf, venuePlanOf } from '@/features/billing/utils/current-plan';
import { makePlans } from './dashboard-fixtures';
import type { SessionUser } from '@/stores/session-store';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'user-1',
    email: 'owner@demo.test',
    displayName: 'Owner',
    photoURL: null,
    emailVerified: true,
    providerIds: ['password'],
    ...overrides,
  };
}

let sequence = 0;

export function makeClaim(status: ClaimStatus, overrides: Partial<Claim> = {}): Claim {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    status,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    decidedAt: null,
    rejectionReason: null,
    companyName: 'Trattoria Srl',
    vat: 'IT01234567890',
    pec: 'trattoria@pec.it',
    companyAddress: 'Via Roma 1, Milano',
    sdi: null,
    phoneNumber: '+39 02 1234567',
    restaurant: {
      id,
      name: `Trattoria ${sequence}`,
      address: 'Via Roma 1, Milano',
      phoneNumber: null,
      website: null,
      menuUrl: null,
      categories: [],
    },
    ...overrides,
  };
}

/** A venue the user may use with `role`, as GET /api/users/places answers it (camelized). */
export function makeVenue(
  place: Claim['restaurant'],
  role: VenueRole = 'owner',
  overrides: Partial<Venue> = {},
): Venue {
  return {
    place,
    role,
    joinedAt: '2026-01-01T10:00:00.000Z',
    actions: actionsOf(role),
    home: homeOf(role),
    pendingAccessRequests: role === 'owner' ? 0 : null,
    plan: 'free',
    ...overrides,
  };
}

/** The plan that a billing customer's subscriptions give a venue, as the API decides it. */
function planPaidBy(customer: CustomerResponse | null | undefined, placeId: string): PlanId | null {
  if (!customer) return 'free';
  const { success, ...found } = camelize(customer);
  if (!success || !('customer' in found)) return null;
  return venuePlanOf(subscriptionsOf(found.customer, placeId), camelize(makePlans()));
}

/**
 * The venues of a claimant: one owned venue per approved claim, as the API makes them, on the plan that
 * `customer` pays for it.
 */
export function venuesOfClaims(claims: readonly Claim[], customer?: CustomerResponse | null): Venue[] {
  return claims
    .filter((claim) => claim.status === 'approved')
    .map((claim) =>
      makeVenue(claim.restaurant, 'owner', { plan: planPaidBy(customer, claim.restaurant.id) }),
    );
}

/** A venue as the wire carries it (snake_case), for a mocked GET /api/users/places. */
export function venueWire(venue: Venue): MyVenue {
  return snakeize(venue);
}
