import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recordActivity } from '../activity/activity-log';
import { missionPasses, missions, places, reviewers, reviews, visits } from '../../../db/schema';

type ReviewRow = typeof reviews.$inferSelect;
type MediaKeys = { videoKey: string | null; posterKey: string | null; uploadId: string | null };

/**
 * Everything tied to one guest identity (a reviewer row, keyed by the anonymous uid): what the guest's
 * private page lists, and its erasure.
 */
export function createGuestDataRepository(db: Db) {
  return {
    /** The guest behind a review, or undefined once the review is gone. */
    async reviewerOf(reviewId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ reviewerId: reviews.reviewerId })
        .from(reviews)
        .where(eq(reviews.id, reviewId));
      return row?.reviewerId;
    },

    /** The guest who holds a pass, by its code. */
    async reviewerOfPass(code: string): Promise<string | undefined> {
      const [row] = await db
        .select({ reviewerId: missionPasses.reviewerId })
        .from(missionPasses)
        .where(eq(missionPasses.code, code));
      return row?.reviewerId;
    },

    async holdings(reviewerId: string) {
      const [reviewer] = await db.select().from(reviewers).where(eq(reviewers.id, reviewerId));
      if (!reviewer) return undefined;
      const [reviewRows, passRows, visitRows] = await Promise.all([
        db
          .select({ review: reviews, venueName: places.name })
          .from(reviews)
          .innerJoin(places, eq(places.id, reviews.placeId))
          .where(eq(reviews.reviewerId, reviewerId))
          .orderBy(asc(reviews.createdAt)),
        db
          .select({ pass: missionPasses, venueName: places.name, missionTitle: missions.title })
          .from(missionPasses)
          .innerJoin(places, eq(places.id, missionPasses.placeId))
          .innerJoin(missions, eq(missions.id, missionPasses.missionId))
          .where(eq(missionPasses.reviewerId, reviewerId))
          .orderBy(asc(missionPasses.createdAt)),
        db
          .select({ visitedAt: visits.visitedAt, venueName: places.name })
          .from(visits)
          .innerJoin(places, eq(places.id, visits.placeId))
          .where(eq(visits.reviewerId, reviewerId))
          .orderBy(asc(visits.visitedAt)),
      ]);
      return { reviewer, reviews: reviewRows, passes: passRows, visits: visitRows };
    },

    /**
     * Erases the guest in one transaction: their visits move to a new guest row that holds nothing (no uid,
     * no name), so that the venues' counts, new and returning included, stay as they were and no one can
     * tie them back; their passes and reviews are deleted, then the guest row itself. `beforeDelete` runs
     * in the transaction with the reviews still there (the webhook events, the staff's record). Answers the files to remove.
     */
    async erase(
      reviewerId: string,
      beforeDelete: (tx: Db, owned: ReviewRow[]) => Promise<unknown>,
    ): Promise<
      | { media: (MediaKeys & { reviewId: string })[]; reviews: number; passes: number; visits: number }
      | undefined
    > {
      return db.transaction(async (tx) => {
        const [reviewer] = await tx
          .select({ id: reviewers.id })
          .from(reviewers)
          .where(eq(reviewers.id, reviewerId))
          .for('update');
        if (!reviewer) return undefined;
        const owned = await tx.select().from(reviews).where(eq(reviews.reviewerId, reviewerId)).for('update');
        let unlinked = 0;
        const [anyVisit] = await tx
          .select({ id: visits.id })
          .from(visits)
          .where(eq(visits.reviewerId, reviewerId))
          .limit(1);
        if (anyVisit) {
          const [stranger] = await tx.insert(reviewers).values({ displayName: '' }).returning();
          if (!stranger) throw new Error('insert returned no row');
          // The visit no longer points at its review either: it must outlive the review it came from.
          const moved = await tx
            .update(visits)
            .set({ reviewerId: stranger.id, reviewId: null })
            .where(eq(visits.reviewerId, reviewerId))
            .returning({ id: visits.id });
          unlinked = moved.length;
        }
        const passes = await tx
          .delete(missionPasses)
          .where(eq(missionPasses.reviewerId, reviewerId))
          .returning({ id: missionPasses.id });
        const ids = owned.map((row) => row.id);
        await beforeDelete(tx, owned);
        // Each venue's log hears of each review leaving, as of a withdrawal, never naming the guest.
        for (const review of owned)
          await recordActivity(tx, {
            placeId: review.placeId,
            actor: { kind: 'guest' },
            action: 'review.withdrawn',
          });
        const media =
          ids.length === 0
            ? []
            : await tx.delete(reviews).where(inArray(reviews.id, ids)).returning({
                reviewId: reviews.id,
                videoKey: reviews.videoKey,
                posterKey: reviews.posterKey,
                uploadId: reviews.uploadId,
              });
        await tx.delete(reviewers).where(eq(reviewers.id, reviewerId));
        return { media, reviews: media.length, passes: passes.length, visits: unlinked };
      });
    },
  };
}

export type GuestDataRepository = ReturnType<typeof createGuestDataRepository>;
