import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { VenueRole } from '@venues/contracts/team-rules';
import type { Db } from '../../../db/client';
import { accessRequests, invitations, memberships, places, users } from '../../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;
export type AccessRequestRow = typeof accessRequests.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** An invitation's link secret, and the only thing the database keeps of it. */
export const newInvitationToken = () => randomBytes(24).toString('base64url');
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Open: neither used nor revoked. Pending: open and not expired, so it holds a seat. */
const isOpen = and(isNull(invitations.usedAt), isNull(invitations.revokedAt));
const isPending = (now: Date) => and(isOpen, gt(invitations.expiresAt, now));

/**
 * The team's queries: memberships, invitations and access requests. The service builds it on its
 * transaction, whose first statement locks the venue's row (`lockVenue`), so that counts and the writes
 * they allow never interleave with another request's.
 */
export function createTeamRepository(db: Db) {
  return {
    /** Locks the venue's row; false when there is no such venue. */
    async lockVenue(placeId: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: places.id, name: places.name })
        .from(places)
        .where(eq(places.id, placeId))
        .for('update');
      return row;
    },

    /** Locks a person's row against their own concurrent requests (their daily limit), not against joins. */
    async lockPerson(uid: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.uid, uid)).for('no key update');
      return row;
    },

    async user(uid: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.uid, uid));
      return row;
    },

    async userByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async addMember(placeId: string, uid: string, role: VenueRole, now: Date): Promise<void> {
      await db.insert(memberships).values({ placeId, userUid: uid, role, joinedAt: now });
    },

    async setRole(placeId: string, uid: string, role: VenueRole): Promise<void> {
      await db
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.placeId, placeId), eq(memberships.userUid, uid)));
    },

    async removeMember(placeId: string, uid: string): Promise<boolean> {
      const rows = await db
        .delete(memberships)
        .where(and(eq(memberships.placeId, placeId), eq(memberships.userUid, uid)))
        .returning({ uid: memberships.userUid });
      return rows.length > 0;
    },

    /** Invitations that hold a seat now. */
    async countPendingInvitations(placeId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(invitations)
        .where(and(eq(invitations.placeId, placeId), isPending(now)));
      return row?.n ?? 0;
    },

    /** The venue's open invitations (an expired one is listed to be resent), newest first. */
    async openInvitations(placeId: string) {
      return db
        .select({
          invitation: invitations,
          inviter: { uid: users.uid, displayName: users.displayName, email: users.email },
        })
        .from(invitations)
        .leftJoin(users, eq(users.uid, invitations.invitedBy))
        .where(and(eq(invitations.placeId, placeId), isOpen))
        .orderBy(desc(invitations.createdAt), desc(invitations.id));
    },

    async openInvitationFor(placeId: string, email: string, now: Date): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(invitations)
        .where(and(eq(invitations.placeId, placeId), eq(invitations.email, email), isPending(now)))
        .limit(1);
      return row;
    },

    /** Revokes the address's expired invitations, which a new one replaces. */
    async retireExpired(placeId: string, email: string, now: Date): Promise<void> {
      await db
        .update(invitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(invitations.placeId, placeId),
            eq(invitations.email, email),
            isOpen,
            sql`${invitations.expiresAt} <= ${now.toISOString()}::timestamptz`,
          ),
        );
    },

    async insertInvitation(values: typeof invitations.$inferInsert): Promise<InvitationRow> {
      const [row] = await db.insert(invitations).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async invitation(placeId: string, id: string, lock = false): Promise<InvitationRow | undefined> {
      const query = db
        .select()
        .from(invitations)
        .where(and(eq(invitations.id, id), eq(invitations.placeId, placeId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async invitationByToken(token: string) {
      const [row] = await db
        .select({
          invitation: invitations,
          place: { id: places.id, name: places.name, address: places.address },
        })
        .from(invitations)
        .innerJoin(places, eq(places.id, invitations.placeId))
        .where(eq(invitations.tokenHash, tokenHashOf(token)));
      return row;
    },

    async updateInvitation(
      id: string,
      set: Partial<typeof invitations.$inferInsert>,
    ): Promise<InvitationRow> {
      const [row] = await db.update(invitations).set(set).where(eq(invitations.id, id)).returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    async pendingRequestOf(placeId: string, uid: string): Promise<AccessRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(accessRequests)
        .where(
          and(
            eq(accessRequests.placeId, placeId),
            eq(accessRequests.askerUid, uid),
            eq(accessRequests.state, 'pending'),
          ),
        );
      return row;
    },

    async requestsSince(where: { askerUid: string } | { placeId: string }, since: Date): Promise<number> {
      const who =
        'askerUid' in where
          ? eq(accessRequests.askerUid, where.askerUid)
          : eq(accessRequests.placeId, where.placeId);
      const [row] = await db
        .select({ n: count() })
        .from(accessRequests)
        .where(and(who, gte(accessRequests.createdAt, since)));
      return row?.n ?? 0;
    },

    async insertRequest(values: typeof accessRequests.$inferInsert): Promise<AccessRequestRow> {
      const [row] = await db.insert(accessRequests).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async request(placeId: string, id: string): Promise<AccessRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(accessRequests)
        .where(and(eq(accessRequests.id, id), eq(accessRequests.placeId, placeId)))
        .for('update');
      return row;
    },

    async decideRequest(
      id: string,
      set: Pick<AccessRequestRow, 'state' | 'role' | 'decidedBy' | 'decidedAt'>,
    ): Promise<void> {
      await db.update(accessRequests).set(set).where(eq(accessRequests.id, id));
    },

    /** The venue's pending access requests, oldest first, with who asks. */
    async pendingRequests(placeId: string) {
      return db
        .select({
          request: accessRequests,
          asker: { uid: users.uid, displayName: users.displayName, email: users.email },
        })
        .from(accessRequests)
        .innerJoin(users, eq(users.uid, accessRequests.askerUid))
        .where(and(eq(accessRequests.placeId, placeId), eq(accessRequests.state, 'pending')))
        .orderBy(asc(accessRequests.createdAt), asc(accessRequests.id));
    },

    /** A person's own requests, newest first, with the venue's name and nothing about its people. */
    async requestsOf(uid: string) {
      return db
        .select({
          request: accessRequests,
          place: { id: places.id, name: places.name, address: places.address },
        })
        .from(accessRequests)
        .innerJoin(places, eq(places.id, accessRequests.placeId))
        .where(eq(accessRequests.askerUid, uid))
        .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id));
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
