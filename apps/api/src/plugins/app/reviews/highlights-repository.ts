import { HIGHLIGHTS_MAX } from '@venues/contracts/replies';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { places, reviews } from '../../../db/schema';
import { isPublic, isPublicReview, isVisible } from './review-visibility';
import { person, recordActivity } from '../activity/activity-log';

export type HighlightResult =
  | { ok: true; highlighted: boolean; highlights: number }
  | { ok: false; reason: 'not-found' | 'not-public' | 'limit' };

/**
 * The reviews an owner pins at the top of the wall. A highlight only orders the wall: it removes nothing,
 * and only counts while the review is on the wall (public).
 */
export const isHighlighted = and(isNotNull(reviews.highlightedAt), isPublic);

export function createHighlightsRepository(db: Db) {
  const countFor = async (tx: Pick<Db, 'select'>, placeId: string) => {
    const [row] = await tx
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.placeId, placeId), isHighlighted));
    return row?.n ?? 0;
  };

  return {
    /** Pins a visible public review of the place; at most HIGHLIGHTS_MAX per venue. */
    async pin(placeId: string, reviewId: string, uid: string, now = new Date()): Promise<HighlightResult> {
      return db.transaction(async (tx) => {
        // Two pins at once must not both pass the limit: they queue on the venue's row.
        await tx.select({ id: places.id }).from(places).where(eq(places.id, placeId)).for('update');
        const [review] = await tx
          .select({
            status: reviews.status,
            hiddenAt: reviews.hiddenAt,
            publicConsent: reviews.publicConsent,
            consentVersion: reviews.consentVersion,
            highlightedAt: reviews.highlightedAt,
          })
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.placeId, placeId), isVisible));
        if (!review) return { ok: false, reason: 'not-found' };
        if (!isPublicReview(review)) return { ok: false, reason: 'not-public' };
        if (review.highlightedAt)
          return { ok: true, highlighted: true, highlights: await countFor(tx, placeId) };
        if ((await countFor(tx, placeId)) >= HIGHLIGHTS_MAX) return { ok: false, reason: 'limit' };
        await tx.update(reviews).set({ highlightedAt: now }).where(eq(reviews.id, reviewId));
        await recordActivity(tx, {
          placeId,
          actor: person(uid),
          action: 'review.highlighted',
          subject: { type: 'review', id: reviewId },
          at: now,
        });
        return { ok: true, highlighted: true, highlights: await countFor(tx, placeId) };
      });
    },

    /** Unpins a review of the place, whatever its state now; unpinning one not pinned changes nothing. */
    async unpin(placeId: string, reviewId: string, uid: string): Promise<HighlightResult> {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .select({ highlightedAt: reviews.highlightedAt })
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.placeId, placeId), isVisible))
          .for('update');
        if (!review) return { ok: false, reason: 'not-found' };
        if (review.highlightedAt) {
          await tx.update(reviews).set({ highlightedAt: null }).where(eq(reviews.id, reviewId));
          await recordActivity(tx, {
            placeId,
            actor: person(uid),
            action: 'review.unhighlighted',
            subject: { type: 'review', id: reviewId },
          });
        }
        return { ok: true, highlighted: false, highlights: await countFor(tx, placeId) };
      });
    },
  };
}

export type HighlightsRepository = ReturnType<typeof createHighlightsRepository>;
