import { and, desc, eq } from 'drizzle-orm';
import type { ClaimWire } from '@venues/contracts/claims';
import type { Db } from '../../../db/client';
import { claims, places } from '../../../db/schema';
import { toPlace, type PlacesRepository } from '../places/places-repository';

type ClaimRow = typeof claims.$inferSelect;
type PlaceRow = typeof places.$inferSelect;

/** The wire shape is snake_case (specification, section 7); the client maps it to camelCase. */
function toClaimWire(
  claim: ClaimRow,
  place: PlaceRow,
  categories: ClaimWire['restaurant']['categories'],
): ClaimWire {
  return {
    id: claim.id,
    status: claim.status,
    created_at: claim.createdAt.toISOString(),
    updated_at: claim.updatedAt.toISOString(),
    decided_at: claim.decidedAt?.toISOString() ?? null,
    rejection_reason: claim.rejectionReason,
    company_name: claim.companyName,
    vat: claim.vat,
    pec: claim.pec,
    company_address: claim.companyAddress,
    sdi: claim.sdi,
    phone_number: claim.phoneNumber,
    restaurant: toPlace(place, categories),
  };
}

export function createClaimsRepository(db: Db, placesRepository: PlacesRepository) {
  async function withPlaces(rows: { claim: ClaimRow; place: PlaceRow }[]): Promise<ClaimWire[]> {
    const categories = await placesRepository.categoriesFor([...new Set(rows.map((r) => r.place.id))]);
    return rows.map(({ claim, place }) => toClaimWire(claim, place, categories.get(place.id) ?? []));
  }

  return {
    /** True when the user holds an approved claim on the place: what place-scoped data requires. */
    async hasApprovedClaim(uid: string, placeId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.userUid, uid), eq(claims.placeId, placeId), eq(claims.status, 'approved')))
        .limit(1);
      return row !== undefined;
    },

    /** The caller's own claims, newest first. */
    async listForUser(uid: string): Promise<ClaimWire[]> {
      const rows = await db
        .select({ claim: claims, place: places })
        .from(claims)
        .innerJoin(places, eq(places.id, claims.placeId))
        .where(eq(claims.userUid, uid))
        .orderBy(desc(claims.createdAt), desc(claims.id));
      return withPlaces(rows);
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
