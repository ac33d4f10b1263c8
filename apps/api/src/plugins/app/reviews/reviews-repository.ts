import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reviewers, reviews } from '../../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect & {
  reviewer: { displayName: string; photoUrl: string | null };
};

export function createReviewsRepository(db: Db) {
  return {
    /** Newest first; the id breaks ties so that pages never overlap or skip. */
    async listForPlace(placeId: string, skip: number, take: number): Promise<ReviewRow[]> {
      const rows = await db
        .select({
          review: reviews,
          reviewer: { displayName: reviewers.displayName, photoUrl: reviewers.photoUrl },
        })
        .from(reviews)
        .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
        .where(eq(reviews.placeId, placeId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .offset(skip)
        .limit(take);
      return rows.map((row) => ({ ...row.review, reviewer: row.reviewer }));
    },

    async videoKey(placeId: string, reviewId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ videoKey: reviews.videoKey })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.placeId, placeId)));
      return row ? row.videoKey : undefined;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
