import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { VenueRole } from '@venues/contracts/team-rules';
import { rowsOf, type Db } from '../../../db/client';
import {
  accessRequests,
  activityLog,
  billingCustomers,
  claims,
  counterLinks,
  invitations,
  mailOutbox,
  memberships,
  missions,
  places,
  subscriptions,
  users,
  webhookEndpoints,
} from '../../../db/schema';

/** One of the person's venues, with what deleting the account would do to it. */
export type VenueFate = {
  placeId: string;
  name: string;
  role: VenueRole;
  people: number;
  fate: 'blocked' | 'closing' | 'leaving';
};

/** The team rule: a venue keeps an owner, so its last owner may not go while others stay on it. */
export function fateOf(role: VenueRole, owners: number, people: number): VenueFate['fate'] {
  if (role !== 'owner' || owners > 1) return 'leaving';
  return people > 1 ? 'blocked' : 'closing';
}

/**
 * The queries of an account's deletion, on the deletion's transaction (or the app's handle for the
 * preview). What goes, what is unlinked and why: decision 0041.
 */
export function createAccountDeletionRepository(db: Db) {
  return {
    /** Locks the person's venues, in one order, against team changes that race the deletion. */
    async lockVenues(uid: string): Promise<void> {
      await db.execute(sql`
        select p.id from places p
        where p.id in (select m.place_id from memberships m where m.user_uid = ${uid})
        order by p.id
        for update
      `);
    },

    async venues(uid: string): Promise<VenueFate[]> {
      const result = await db.execute(sql`
        select m.place_id, p.name, m.role,
          (select count(*) from memberships o where o.place_id = m.place_id) as people,
          (select count(*) from memberships o where o.place_id = m.place_id and o.role = 'owner') as owners
        from memberships m
        join places p on p.id = m.place_id
        where m.user_uid = ${uid}
        order by p.name, p.id
      `);
      return rowsOf(result).map((row) => {
        const role = row.role as VenueRole;
        const people = Number(row.people);
        return {
          placeId: String(row.place_id),
          name: String(row.name),
          role,
          people,
          fate: fateOf(role, Number(row.owners), people),
        };
      });
    },

    /**
     * A venue whose last person leaves closes: its wall goes offline, its counter links, open invitations
     * and live missions stop, and waiting access requests are declined. Its webhooks are deleted with their
     * log: their addresses and signing secrets are the former team's systems, never shown to whoever claims
     * the venue next. Its reviews, visits and codes stay with it for them.
     */
    async closeVenue(placeId: string, now: Date): Promise<void> {
      await db.update(places).set({ closedAt: now, updatedAt: now }).where(eq(places.id, placeId));
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.placeId, placeId));
      await db
        .update(counterLinks)
        .set({ revokedAt: now })
        .where(and(eq(counterLinks.placeId, placeId), isNull(counterLinks.revokedAt)));
      await db
        .update(invitations)
        .set({ revokedAt: now })
        .where(
          and(eq(invitations.placeId, placeId), isNull(invitations.usedAt), isNull(invitations.revokedAt)),
        );
      await db
        .update(missions)
        .set({ pausedAt: now, updatedAt: now })
        .where(
          and(eq(missions.placeId, placeId), isNull(missions.pausedAt), sql`${missions.deadline} > ${now}`),
        );
      await db
        .update(accessRequests)
        .set({ state: 'declined', decidedAt: now })
        .where(and(eq(accessRequests.placeId, placeId), eq(accessRequests.state, 'pending')));
    },

    /**
     * The person's claims go, business details and all, except the approved claim of a venue that keeps
     * its team: that is the venue's verification, which stays, unlinked from the person.
     */
    async removeClaims(uid: string, keptPlaceIds: string[]): Promise<void> {
      const kept = and(eq(claims.status, 'approved'), inArray(claims.placeId, keptPlaceIds));
      await db
        .delete(claims)
        .where(
          and(
            eq(claims.userUid, uid),
            keptPlaceIds.length > 0
              ? or(ne(claims.status, 'approved'), notInArray(claims.placeId, keptPlaceIds))
              : undefined,
          ),
        );
      if (keptPlaceIds.length > 0)
        await db
          .update(claims)
          .set({ userUid: null, updatedAt: new Date() })
          .where(and(eq(claims.userUid, uid), kept));
    },

    /**
     * The activity log keeps every entry, but none leads to the person: entries they made name no one
     * (read as "a former team member"), entries about them lose their id, and the address and name that
     * entries about them carried are dropped.
     */
    async unlinkActivity(uid: string, email: string | null): Promise<void> {
      const aboutThem = or(
        and(eq(activityLog.subjectType, 'person'), eq(activityLog.subjectId, uid)),
        email ? sql`lower(${activityLog.details}->>'email') = ${email.toLowerCase()}` : undefined,
      );
      await db
        .update(activityLog)
        .set({
          details: sql`${activityLog.details} - 'email' - 'person_name'`,
          subjectId: sql`case when ${activityLog.subjectType} = 'person' and ${activityLog.subjectId} = ${uid} then null else ${activityLog.subjectId} end`,
        })
        .where(aboutThem);
      await db
        .update(activityLog)
        .set({ actorId: null })
        .where(and(eq(activityLog.actorKind, 'person'), eq(activityLog.actorId, uid)));
    },

    /** Mails to the person and invitations to their address: the outbox's copies and the links. */
    async removeMailsAndInvitations(email: string | null): Promise<void> {
      if (!email) return;
      const address = email.toLowerCase();
      await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${address}`);
      await db.delete(invitations).where(sql`lower(${invitations.email}) = ${address}`);
    },

    /**
     * The account row goes, and with it (by their foreign keys) memberships, notification settings and
     * deliveries, access requests, data exports, and the billing customer with its subscriptions; columns
     * that recorded who did something (a reply's author, who made a code) are set to null. The
     * subscriptions `kept` (paid to the period's end for a venue that keeps its team) stay, with their
     * customer unlinked from the person: no uid, email or name.
     */
    async removeUser(uid: string, kept: string[] = []): Promise<{ email: string | null } | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.uid, uid));
      if (!row) return undefined;
      const [customer] = await db
        .select({ id: billingCustomers.id })
        .from(billingCustomers)
        .where(eq(billingCustomers.userUid, uid));
      if (customer && kept.length > 0) {
        await db
          .delete(subscriptions)
          .where(and(eq(subscriptions.customerId, customer.id), notInArray(subscriptions.id, kept)));
        await db
          .update(billingCustomers)
          .set({ userUid: null, email: null, name: null, updatedAt: new Date() })
          .where(eq(billingCustomers.id, customer.id));
      } else if (customer) {
        await db.delete(billingCustomers).where(eq(billingCustomers.id, customer.id));
      }
      await db.delete(memberships).where(eq(memberships.userUid, uid));
      await db.delete(users).where(eq(users.uid, uid));
      return row;
    },

    async email(uid: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.uid, uid));
      return row?.email ?? null;
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
