import { and, eq, gte, isNull } from 'drizzle-orm';
import { PUBLIC_CONSENT_SINCE } from '@venues/contracts/capture-rules';
import type { Db } from '../../../db/client';
import { reviews } from '../../../db/schema';

/** The stored files of a review that may be shown in public, or undefined when it may not. */
export function createPublicMediaRepository(db: Db) {
  return {
    /**
     * Published, not hidden by staff, and with the guest's public consent under a version that asked for
     * it. A withdrawn review has no row; a version 1 review never qualifies.
     */
    async publicMediaKeys(reviewId: string) {
      const [row] = await db
        .select({ video: reviews.videoKey, poster: reviews.posterKey })
        .from(reviews)
        .where(
          and(
            eq(reviews.id, reviewId),
            eq(reviews.status, 'published'),
            isNull(reviews.hiddenAt),
            eq(reviews.publicConsent, true),
            gte(reviews.consentVersion, PUBLIC_CONSENT_SINCE),
          ),
        );
      return row;
    },
  };
}

export type PublicMediaRepository = ReturnType<typeof createPublicMediaRepository>;
