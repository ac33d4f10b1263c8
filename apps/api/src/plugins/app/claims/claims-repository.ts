import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClaimSubmission } from '@venues/contracts/business-profile';
import type { AdminClaim, ClaimStatus, ClaimWire } from '@venues/contracts/claims';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { claims, memberships, places, users } from '../../../db/schema';
import { recordActivity, staff } from '../activity/activity-log';
import { toPlace, type PlacesRepository } from '../places/places-repository';

type ClaimRow = typeof claims.$inferSelect;
type PlaceRow = typeof places.$inferSelect;
type UserRow = typeof users.$inferSelect;

const OPEN: ClaimStatus[] = ['pending', 'payment_pending'];

export type SubmitResult =
  | { ok: true; claims: ClaimWire[] }
  | { ok: false; reason: 'not-found' | 'already-verified' | 'duplicate'; placeIds: string[] };

export type DecideResult =
  | { ok: true; claim: ClaimWire; claimant: UserRow }
  | { ok: false; reason: 'not-found' | 'already-decided' | 'already-verified' };

export type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

/** The wire shape is snake_case; the client maps it to camelCase. */
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
  async function withPlaces(rows: { claim: ClaimRow; place: PlaceRow }[], tx: Db = db): Promise<ClaimWire[]> {
    const categories = await placesRepository.categoriesFor([...new Set(rows.map((r) => r.place.id))], tx);
    return rows.map(({ claim, place }) => toClaimWire(claim, place, categories.get(place.id) ?? []));
  }

  async function listWhere(where: SQL | undefined, tx: Db = db): Promise<ClaimWire[]> {
    const rows = await tx
      .select({ claim: claims, place: places })
      .from(claims)
      .innerJoin(places, eq(places.id, claims.placeId))
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id));
    return withPlaces(rows, tx);
  }

  return {
    /** The caller's own claims, newest first. */
    listForUser: (uid: string) => listWhere(eq(claims.userUid, uid)),

    /** One pending claim per place, all or none. */
    async submit(uid: string, submission: ClaimSubmission): Promise<SubmitResult> {
      const ids = submission.place_ids;
      try {
        return await db.transaction(async (tx) => {
          const existing = await tx.select({ id: places.id }).from(places).where(inArray(places.id, ids));
          const missing = ids.filter((id) => !existing.some((p) => p.id === id));
          if (missing.length > 0) return { ok: false, reason: 'not-found', placeIds: missing } as const;

          const blocking = await tx
            .select({ placeId: claims.placeId, status: claims.status, userUid: claims.userUid })
            .from(claims)
            .where(and(inArray(claims.placeId, ids), inArray(claims.status, ['approved', ...OPEN])));
          const verified = blocking.filter((c) => c.status === 'approved').map((c) => c.placeId);
          if (verified.length > 0)
            return { ok: false, reason: 'already-verified', placeIds: verified } as const;
          const duplicate = blocking.filter((c) => c.userUid === uid).map((c) => c.placeId);
          if (duplicate.length > 0) return { ok: false, reason: 'duplicate', placeIds: duplicate } as const;

          const inserted = await tx
            .insert(claims)
            .values(
              ids.map((placeId) => ({
                userUid: uid,
                placeId,
                status: 'pending' as const,
                ownershipRole: submission.role,
                companyName: submission.companyName,
                vat: submission.vat.toUpperCase(),
                phoneNumber: submission.phone_number,
                pec: submission.pec,
                companyAddress: submission.address,
                sdi: submission.sdi?.toUpperCase() ?? null,
              })),
            )
            .returning({ id: claims.id });
          const created = await listWhere(
            inArray(
              claims.id,
              inserted.map((c) => c.id),
            ),
            tx,
          );
          return { ok: true, claims: created } as const;
        });
      } catch (error) {
        // Two requests raced past the checks: the partial unique indexes decided.
        if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate', placeIds: ids };
        throw error;
      }
    },

    async listForAdmin(filter: {
      status: ClaimStatus | 'decided' | 'all';
      limit: number;
      offset: number;
      id?: string;
    }) {
      const where = filter.id
        ? eq(claims.id, filter.id)
        : filter.status === 'all'
          ? undefined
          : filter.status === 'decided'
            ? inArray(claims.status, ['approved', 'rejected'])
            : eq(claims.status, filter.status);
      const decider = alias(users, 'decider');
      const rows = await db
        .select({ claim: claims, place: places, claimant: users, decider })
        .from(claims)
        .innerJoin(places, eq(places.id, claims.placeId))
        .innerJoin(users, eq(users.uid, claims.userUid))
        .leftJoin(decider, eq(decider.uid, claims.decidedBy))
        .where(where)
        .orderBy(filter.status === 'pending' ? claims.createdAt : desc(claims.updatedAt), claims.id)
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db.select({ value: count() }).from(claims).where(where);
      const wires = await withPlaces(rows);
      const data: AdminClaim[] = rows.map((row, i) => ({
        ...wires[i]!,
        ownership_role: row.claim.ownershipRole,
        claimant: {
          uid: row.claimant.uid,
          email: row.claimant.email,
          display_name: row.claimant.displayName,
        },
        decided_by: row.decider ? { uid: row.decider.uid, email: row.decider.email } : null,
      }));
      return { data, total: Number(total?.value ?? 0) };
    },

    /**
     * Records a decision with who made it and when. An approval makes the claimant the venue's first
     * owner. `afterDecision` runs in the same transaction, so the claimant's mail is queued if and only if
     * the decision is stored.
     */
    async decide(
      claimId: string,
      deciderUid: string,
      decision: Decision,
      afterDecision: (tx: Db, result: { claim: ClaimWire; claimant: UserRow }) => Promise<void>,
    ): Promise<DecideResult> {
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
          if (!current) return { ok: false, reason: 'not-found' } as const;
          if (!OPEN.includes(current.status)) return { ok: false, reason: 'already-decided' } as const;
          const claimantUid = current.userUid;
          // Only an approved claim outlives its claimant's account: an open one goes with it.
          if (claimantUid === null) return { ok: false, reason: 'not-found' } as const;
          const now = new Date();
          await tx
            .update(claims)
            .set({
              status: decision.status,
              rejectionReason: decision.status === 'rejected' ? decision.reason : null,
              decidedBy: deciderUid,
              decidedAt: now,
              updatedAt: now,
            })
            .where(eq(claims.id, claimId));
          if (decision.status === 'approved') {
            // A venue closed when its last person deleted their account opens again with its new owner.
            await tx.update(places).set({ closedAt: null }).where(eq(places.id, current.placeId));
            await tx
              .insert(memberships)
              .values({ placeId: current.placeId, userUid: claimantUid, role: 'owner', joinedAt: now })
              .onConflictDoUpdate({
                target: [memberships.placeId, memberships.userUid],
                set: { role: 'owner' },
              });
            await recordActivity(tx, {
              placeId: current.placeId,
              actor: staff(deciderUid),
              action: 'team.joined',
              subject: { type: 'person', id: claimantUid },
              details: { role: 'owner', via: 'claim' },
              at: now,
            });
          }
          const [claim] = await listWhere(eq(claims.id, claimId), tx);
          const [claimant] = await tx.select().from(users).where(eq(users.uid, claimantUid));
          if (!claim || !claimant) throw new Error('decided claim vanished');
          await afterDecision(tx, { claim, claimant });
          return { ok: true, claim, claimant } as const;
        });
      } catch (error) {
        // Another claim on the same place was approved first.
        if (isUniqueViolation(error)) return { ok: false, reason: 'already-verified' };
        throw error;
      }
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
