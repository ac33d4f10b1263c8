import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { VenueRole } from '@venues/contracts/team-rules';
import type { Db } from '../../../db/client';
import { accessRequests, memberships, places, users } from '../../../db/schema';
import type { PlacesRepository, PlaceRow } from '../places/places-repository';

/** The access check marks a venue used at most this often per person, so that reads stay reads. */
export const LAST_USED_RESOLUTION_MS = 5 * 60_000;

export type PersonRow = {
  uid: string;
  displayName: string | null;
  email: string | null;
  role: VenueRole;
  joinedAt: Date;
  lastUsedAt: Date | null;
};

const personColumns = {
  uid: users.uid,
  displayName: users.displayName,
  email: users.email,
  role: memberships.role,
  joinedAt: memberships.joinedAt,
  lastUsedAt: memberships.lastUsedAt,
};

/** Who may use which venue, with which role: the rows every place-scoped request is checked against. */
export function createMembershipsRepository(db: Db, placesRepository: PlacesRepository) {
  return {
    /**
     * The person's role on the venue now, or null. Read on every request, so that a removal or a lower
     * role takes effect on the next one; it also marks the venue used, once every few minutes.
     */
    async roleOf(uid: string, placeId: string, now = new Date()): Promise<VenueRole | null> {
      const [row] = await db
        .select({ role: memberships.role, lastUsedAt: memberships.lastUsedAt })
        .from(memberships)
        .where(and(eq(memberships.placeId, placeId), eq(memberships.userUid, uid)));
      if (!row) return null;
      const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
      if (!row.lastUsedAt || row.lastUsedAt < stale) {
        await db
          .update(memberships)
          .set({ lastUsedAt: now })
          .where(
            and(
              eq(memberships.placeId, placeId),
              eq(memberships.userUid, uid),
              or(isNull(memberships.lastUsedAt), lt(memberships.lastUsedAt, stale)),
            ),
          );
      }
      return row.role;
    },

    /** Every venue the person may use, by name, with their role and the venue's pending access requests. */
    async venuesOf(uid: string) {
      const pending = db
        .select({ placeId: accessRequests.placeId, n: count().as('n') })
        .from(accessRequests)
        .where(eq(accessRequests.state, 'pending'))
        .groupBy(accessRequests.placeId)
        .as('pending');
      const rows: { place: PlaceRow; role: VenueRole; joinedAt: Date; pending: number | null }[] = await db
        .select({
          place: places,
          role: memberships.role,
          joinedAt: memberships.joinedAt,
          pending: pending.n,
        })
        .from(memberships)
        .innerJoin(places, eq(places.id, memberships.placeId))
        .leftJoin(pending, eq(pending.placeId, memberships.placeId))
        .where(eq(memberships.userUid, uid))
        .orderBy(asc(places.name), asc(places.id));
      const categories = await placesRepository.categoriesFor(rows.map((row) => row.place.id));
      return rows.map((row) => ({
        ...row,
        pending: Number(row.pending ?? 0),
        categories: categories.get(row.place.id) ?? [],
      }));
    },

    /** A venue's people: owners first, then managers, then the team, each by the time they joined. */
    async people(placeId: string, tx: Db = db): Promise<PersonRow[]> {
      return tx
        .select(personColumns)
        .from(memberships)
        .innerJoin(users, eq(users.uid, memberships.userUid))
        .where(eq(memberships.placeId, placeId))
        .orderBy(asc(memberships.role), asc(memberships.joinedAt), asc(users.uid));
    },

    async person(placeId: string, uid: string, tx: Db = db): Promise<PersonRow | undefined> {
      const [row] = await tx
        .select(personColumns)
        .from(memberships)
        .innerJoin(users, eq(users.uid, memberships.userUid))
        .where(and(eq(memberships.placeId, placeId), eq(memberships.userUid, uid)));
      return row;
    },

    /** Whether anyone holds the address on the venue's team (compared without case). */
    async hasEmail(placeId: string, email: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ uid: memberships.userUid })
        .from(memberships)
        .innerJoin(users, eq(users.uid, memberships.userUid))
        .where(and(eq(memberships.placeId, placeId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
        .limit(1);
      return row !== undefined;
    },

    async countPeople(placeId: string, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(memberships).where(eq(memberships.placeId, placeId));
      return row?.n ?? 0;
    },

    async countOwners(placeId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.placeId, placeId), eq(memberships.role, 'owner')));
      return row?.n ?? 0;
    },

    /** Whether the venue has an owner: a venue with none cannot be asked for access (it can be claimed). */
    async hasOwner(placeId: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ uid: memberships.userUid })
        .from(memberships)
        .where(and(eq(memberships.placeId, placeId), eq(memberships.role, 'owner')))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
