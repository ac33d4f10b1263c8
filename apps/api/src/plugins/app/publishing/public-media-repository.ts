import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reviews } from '../../../db/schema';
import { isPublic } from '../reviews/review-visibility';

/** The stored files of a review that may be shown in public, or undefined when it may not. */
export function createPublicMediaRepository(db: Db) {
  return {
    /** Only a public review's files; a withdrawn review has no row. */
    async publicMediaKeys(reviewId: string) {
      const [row] = await db
        .select({ video: reviews.videoKey, poster: reviews.posterKey })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), isPublic));
      return row;
    },
  };
}

export type PublicMediaRepository = ReturnType<typeof createPublicMediaRepository>;
