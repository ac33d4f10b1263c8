import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { RECENT_DAYS } from '@venues/contracts/clock';
import { MAX_REVIEW_CODES } from '@venues/contracts/review-codes';
import { rowsOf, type Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { codeScans, places, reviewCodes } from '../../../db/schema';
import { lastDaysBounds } from '../../../db/venue-days';
import { visibleReviewSql } from '../reviews/review-visibility';
import { person, recordActivity } from '../activity/activity-log';

export type ReviewCodeRow = typeof reviewCodes.$inferSelect;
export type ReviewCodeWithCounts = ReviewCodeRow & { scans30d: number; reviews30d: number };

/** 16 random bytes, base64url: 22 URL-safe characters, 128 bits. */
export const newCode = () => randomBytes(16).toString('base64url');

export function createReviewCodesRepository(db: Db) {
  /** The venue's own link, created on first use; the unique index settles two first uses at once. */
  const ensureLink = async (placeId: string, createdBy: string | null) => {
    await db
      .insert(reviewCodes)
      .values({ placeId, code: newCode(), label: null, createdBy })
      .onConflictDoNothing();
  };

  return {
    ensureLink,

    /**
     * Active codes with their scans and published reviews of the last 30 days (the summary's days): the
     * venue link first, then by label.
     */
    async listActive(placeId: string, now = new Date()): Promise<ReviewCodeWithCounts[]> {
      const since = lastDaysBounds(RECENT_DAYS, now).from;
      const result = await db.execute(sql`
        select c.*,
          (select count(*) from code_scans s where s.code_id = c.id and s.scanned_at >= ${since}) as scans_30d,
          (select count(*) from reviews r
            where r.code_id = c.id and r.created_at >= ${since} and ${visibleReviewSql('r')}) as reviews_30d
        from review_codes c
        where c.place_id = ${placeId} and c.revoked_at is null
        order by c.label is not null, lower(c.label) collate "C", c.created_at
      `);
      return rowsOf(result).map((row) => ({
        id: String(row.id),
        placeId: String(row.place_id),
        code: String(row.code),
        label: (row.label as string | null) ?? null,
        createdBy: (row.created_by as string | null) ?? null,
        revokedAt: null,
        createdAt: new Date(row.created_at as string),
        scans30d: Number(row.scans_30d),
        reviews30d: Number(row.reviews_30d),
      }));
    },

    async create(
      placeId: string,
      label: string,
      createdBy: string,
    ): Promise<{ ok: true; code: ReviewCodeRow } | { ok: false; reason: 'limit' | 'duplicate-label' }> {
      try {
        return await db.transaction(async (tx) => {
          // Serializes creations for one venue, so that the limit holds under concurrent requests.
          await tx.execute(sql`select id from places where id = ${placeId} for update`);
          const [count] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(reviewCodes)
            .where(and(eq(reviewCodes.placeId, placeId), isNull(reviewCodes.revokedAt)));
          if (Number(count?.n ?? 0) >= MAX_REVIEW_CODES)
            return { ok: false as const, reason: 'limit' as const };
          const [code] = await tx
            .insert(reviewCodes)
            .values({ placeId, code: newCode(), label, createdBy })
            .returning();
          if (!code) throw new Error('insert returned no row');
          await recordActivity(tx, {
            placeId,
            actor: person(createdBy),
            action: 'review_code.created',
            subject: { type: 'review_code', id: code.id },
            details: { label },
          });
          return { ok: true as const, code };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate-label' };
        throw error;
      }
    },

    /** Revokes an active code; the venue link, or a table code when asked, gets a new code at once. */
    async revoke(
      placeId: string,
      codeId: string,
      reissue: boolean,
      by: string,
    ): Promise<{ found: false } | { found: true; replacement: ReviewCodeRow | null }> {
      return db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(reviewCodes)
          .set({ revokedAt: new Date() })
          .where(
            and(eq(reviewCodes.id, codeId), eq(reviewCodes.placeId, placeId), isNull(reviewCodes.revokedAt)),
          )
          .returning();
        if (!revoked) return { found: false as const };
        await recordActivity(tx, {
          placeId,
          actor: person(by),
          action: 'review_code.revoked',
          subject: { type: 'review_code', id: revoked.id },
          details: { label: revoked.label, reissued: revoked.label === null || reissue },
        });
        if (revoked.label !== null && !reissue) return { found: true as const, replacement: null };
        const [replacement] = await tx
          .insert(reviewCodes)
          .values({ placeId, code: newCode(), label: revoked.label, createdBy: by })
          .returning();
        return { found: true as const, replacement: replacement ?? null };
      });
    },

    /** Active codes of the place among the given ids (all active codes when none are given). */
    async activeByIds(placeId: string, ids: string[] | undefined): Promise<ReviewCodeRow[]> {
      const rows = await db
        .select()
        .from(reviewCodes)
        .where(and(eq(reviewCodes.placeId, placeId), isNull(reviewCodes.revokedAt)))
        .orderBy(sql`${reviewCodes.label} is not null`, asc(sql`lower(${reviewCodes.label}) collate "C"`));
      return ids ? rows.filter((row) => ids.includes(row.id)) : rows;
    },

    /** What /r/{code} opens: the code and its venue, revoked or not, and whether the venue has closed. */
    async findByCode(code: string) {
      const [row] = await db
        .select({
          code: reviewCodes,
          venue: { id: places.id, name: places.name, address: places.address, closedAt: places.closedAt },
        })
        .from(reviewCodes)
        .innerJoin(places, eq(places.id, reviewCodes.placeId))
        .where(eq(reviewCodes.code, code));
      return row;
    },

    async recordScan(code: ReviewCodeRow): Promise<void> {
      await db.insert(codeScans).values({ codeId: code.id, placeId: code.placeId });
    },
  };
}

export type ReviewCodesRepository = ReturnType<typeof createReviewCodesRepository>;
