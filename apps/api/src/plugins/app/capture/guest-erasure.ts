import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { forgetPublicMedia } from '../publishing/public-media';
import { isPublicReview } from '../reviews/review-visibility';

/**
 * Erases a guest (decision 0040), as the guest's link or staff ask: each review leaves as a withdrawal
 * does, its events built while it exists and queued in the erasure's transaction, where `record` also
 * runs; the files go once it has committed. Answers what was done, or undefined for an unknown guest.
 */
export async function eraseGuest(
  app: FastifyInstance,
  reviewerId: string,
  record: (tx: Db) => Promise<unknown> = async () => undefined,
) {
  const erased = await app.guestDataRepository.erase(reviewerId, async (tx, owned) => {
    for (const review of owned) {
      if (isPublicReview(review))
        await app.webhooks.emitReview('review.unpublished', review.id, { tx, reason: 'withdrawn' });
      await app.webhooks.emitReview('review.withdrawn', review.id, { tx });
    }
    await record(tx);
  });
  if (!erased) return undefined;
  for (const media of erased.media) {
    forgetPublicMedia(media.reviewId);
    await app.removeReviewMedia(media);
  }
  return { reviews_deleted: erased.reviews, passes_deleted: erased.passes, visits_unlinked: erased.visits };
}
