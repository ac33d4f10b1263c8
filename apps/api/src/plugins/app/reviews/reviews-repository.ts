import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reviewCodes, reviewers, reviews } from '../../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect & {
  reviewer: { displayName: string; photoUrl: string | null };
  tableLabel: string | null;
};

/** Only published, unhidden reviews count anywhere (PRODUCT.md section 5); the partial index has this predicate. */
export const isVisible = and(eq(reviews.status, 'published'), isNull(reviews.hiddenAt));
export const visibleReviewSql = sql`status = 'published' and hidden_at is null`;

export function createReviewsRepository(db: Db) {
  return {
    /** Newest first; the id breaks ties so that pages never overlap or skip. */
    async listForPlace(placeId: string, skip: number, take: number): Promise<ReviewRow[]> {
      const rows = await db
        .select({
          review: reviews,
          reviewer: { displayName: reviewers.displayName, photoUrl: reviewers.photoUrl },
          tableLabel: reviewCodes.label,
        })
        .from(reviews)
        .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
        .leftJoin(reviewCodes, eq(reviewCodes.id, reviews.codeId))
        .where(and(eq(reviews.placeId, placeId), isVisible))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .offset(skip)
        .limit(take);
      return rows.map((row) => ({ ...row.review, reviewer: row.reviewer, tableLabel: row.tableLabel }));
    },

    /** The media keys of a visible review of the place; undefined when there is no such review. */
    async mediaKeys(
      placeId: string,
      reviewId: string,
    ): Promise<{ video: string | null; poster: string | null } | undefined> {
      const [row] = await db
        .select({ video: reviews.videoKey, poster: reviews.posterKey })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.placeId, placeId), isVisible));
      return row;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
