import { and, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { consentsToPublic, type CaptureFailure, type CaptureReviewBody } from '@venues/contracts/capture';
import { CAPTURE_DAILY_LIMIT_MS as DAILY_LIMIT_MS } from '@venues/contracts/capture-rules';
import type { Db } from '../../../db/client';
import { dayOf } from '../../../db/venue-days';
import { places, reviewCodes, reviewers, reviewReplies, reviews, visits } from '../../../db/schema';
import type { ReviewCodeRow } from '../review-codes/review-codes-repository';
import { upsertGuestReviewer } from '../reviewers/reviewers-repository';
import { isPublicReview } from '../reviews/review-visibility';
import { recordActivity, type ActivityInput } from '../activity/activity-log';

export type CapturedReviewRow = typeof reviews.$inferSelect;
type MediaKeys = { videoKey: string | null; posterKey: string | null; uploadId: string | null };

/** Reviews of the place in the 24 hours before `now` that count for the daily limit (a failed one does not). */
/**
 * A change a guest makes to their own review, for the venue's activity log, never naming the guest. A
 * withdrawn review is gone, so its entry points at nothing.
 */
const byGuest = (placeId: string, action: 'review.withdrawn' | 'review.public_stopped', reviewId: string) =>
  ({
    placeId,
    actor: { kind: 'guest' },
    action,
    ...(action === 'review.withdrawn' ? {} : { subject: { type: 'review', id: reviewId } }),
  }) satisfies ActivityInput;

const countingToday = (placeId: string, now: Date) =>
  and(
    eq(reviews.placeId, placeId),
    gte(reviews.createdAt, new Date(now.getTime() - DAILY_LIMIT_MS)),
    ne(reviews.status, 'failed'),
  );

/**
 * A published review counts as the guest's visit of the day at the venue's average ticket, unless the guest
 * already has a visit that day (the venue's clock), by any path: a mission's redemption, another review.
 */
export async function recordReviewVisit(
  tx: Db,
  review: { id: string; placeId: string; reviewerId: string },
  at: Date,
): Promise<void> {
  const day = dayOf(at);
  await tx.execute(sql`
    insert into visits (place_id, reviewer_id, review_id, estimated_spend_cents, visited_at)
    select p.id, ${review.reviewerId}, ${review.id}, p.average_ticket_cents, ${at.toISOString()}
    from places p
    where p.id = ${review.placeId}
      and not exists (
        select 1 from visits v
        where v.place_id = p.id and v.reviewer_id = ${review.reviewerId}
          and v.visited_at >= ${day.from} and v.visited_at < ${day.to}
      )
  `);
}

/** The life of a review captured at the table: uploading → processing → published, or failed. */
export function createCaptureRepository(db: Db) {
  return {
    /** When the guest may next review the venue, or null when they may now. */
    async nextAllowedAt(guestUid: string, placeId: string, now = new Date()): Promise<Date | null> {
      const [row] = await db
        .select({ last: sql<string | Date | null>`max(${reviews.createdAt})` })
        .from(reviews)
        .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
        .where(and(eq(reviewers.guestUid, guestUid), countingToday(placeId, now)));
      return row?.last ? new Date(new Date(row.last).getTime() + DAILY_LIMIT_MS) : null;
    },

    /**
     * The review, waiting for its video. The guest's reviewer row is locked for the check, so two
     * submissions at once cannot both pass the one-per-day rule.
     */
    async create(
      code: ReviewCodeRow,
      guestUid: string,
      body: CaptureReviewBody,
      now = new Date(),
    ): Promise<{ ok: true; review: CapturedReviewRow } | { ok: false; nextAllowedAt: Date }> {
      return db.transaction(async (tx) => {
        const reviewerId = await upsertGuestReviewer(tx, guestUid, { typed: body.display_name });
        await tx.execute(sql`select id from reviewers where id = ${reviewerId} for update`);
        const [recent] = await tx
          .select({ createdAt: reviews.createdAt })
          .from(reviews)
          .where(and(eq(reviews.reviewerId, reviewerId), countingToday(code.placeId, now)))
          .orderBy(sql`${reviews.createdAt} desc`)
          .limit(1);
        if (recent)
          return { ok: false as const, nextAllowedAt: new Date(recent.createdAt.getTime() + DAILY_LIMIT_MS) };

        const { rating } = body;
        const [review] = await tx
          .insert(reviews)
          .values({
            placeId: code.placeId,
            reviewerId,
            codeId: code.id,
            title: body.title,
            description: body.description,
            ratingOverall: rating.overall,
            ratingFood: rating.food ?? null,
            ratingPrice: rating.price ?? null,
            ratingAtmosphere: rating.atmosphere ?? null,
            ratingService: rating.service ?? null,
            status: 'uploading',
            consentVersion: body.consent.version,
            consentLanguage: body.consent.language,
            consentedAt: now,
            // Version 1 never asked about public display: no answer, and the review stays private.
            publicConsent: consentsToPublic(body.consent),
            publicConsentAt: 'public' in body.consent ? now : null,
            createdAt: now,
          })
          .returning();
        if (!review) throw new Error('insert returned no row');
        return { ok: true as const, review };
      });
    },

    /** A review of this guest, with whether its code is still active. */
    async findForGuest(reviewId: string, guestUid: string) {
      const [row] = await db
        .select({ review: reviews, codeRevokedAt: reviewCodes.revokedAt })
        .from(reviews)
        .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
        .leftJoin(reviewCodes, eq(reviewCodes.id, reviews.codeId))
        .where(and(eq(reviews.id, reviewId), eq(reviewers.guestUid, guestUid)));
      return row;
    },

    /** The guest who owns the upload, and its review's state; used to authorize every tus request. */
    async findByUpload(uploadId: string) {
      const [row] = await db
        .select({ review: reviews, guestUid: reviewers.guestUid, codeRevokedAt: reviewCodes.revokedAt })
        .from(reviews)
        .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
        .leftJoin(reviewCodes, eq(reviewCodes.id, reviews.codeId))
        .where(eq(reviews.uploadId, uploadId));
      return row;
    },

    /** Binds a new tus upload to the review; returns the upload it replaces, whose file can go. */
    async attachUpload(reviewId: string, uploadId: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ uploadId: reviews.uploadId })
          .from(reviews)
          .where(eq(reviews.id, reviewId))
          .for('update');
        await tx.update(reviews).set({ uploadId, updatedAt: new Date() }).where(eq(reviews.id, reviewId));
        return before?.uploadId ?? null;
      });
    },

    /** The upload is complete: processing starts, in the same transaction as its job. */
    async markUploaded(reviewId: string, enqueue: (tx: Db) => Promise<unknown>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reviews)
          .set({ status: 'processing', updatedAt: new Date() })
          .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'uploading')))
          .returning({ id: reviews.id });
        if (!row) return false;
        await enqueue(tx);
        return true;
      });
    },

    async findForProcessing(reviewId: string) {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
      return row;
    },

    /**
     * Published: the review joins the dashboard and the stats, and counts as the guest's visit of the day.
     * `onPublished` runs in the same transaction.
     */
    async publish(
      reviewId: string,
      media: { videoKey: string; posterKey: string },
      onPublished: (tx: Db) => Promise<void> = async () => undefined,
      now = new Date(),
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .update(reviews)
          .set({ ...media, status: 'published', publishedAt: now, uploadId: null, updatedAt: now })
          .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'processing')))
          .returning();
        if (!review) return false;
        await recordReviewVisit(tx, review, now);
        await onPublished(tx);
        return true;
      });
    },

    async fail(reviewId: string, reason: CaptureFailure): Promise<void> {
      await db
        .update(reviews)
        .set({ status: 'failed', failureReason: reason, uploadId: null, updatedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), inArray(reviews.status, ['uploading', 'processing'])));
    },

    /**
     * The guest withdraws: the review and its visit go; the caller deletes the files it returns.
     * `beforeDelete` runs first in the same transaction, while the review can still be read.
     */
    async withdraw(
      reviewId: string,
      beforeDelete: (tx: Db, wasPublic: boolean) => Promise<unknown> = async () => undefined,
    ): Promise<MediaKeys | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
        await beforeDelete(tx, before !== undefined && isPublicReview(before));
        if (before) await recordActivity(tx, byGuest(before.placeId, 'review.withdrawn', reviewId));
        const [row] = await tx.delete(reviews).where(eq(reviews.id, reviewId)).returning({
          videoKey: reviews.videoKey,
          posterKey: reviews.posterKey,
          uploadId: reviews.uploadId,
        });
        return row;
      });
    },

    /**
     * The guest takes public display back: the review stays, private, and leaves every public page.
     * Returns false when there is no such review.
     */
    async stopPublic(
      reviewId: string,
      /** Runs in the same transaction when the review was public until now. */
      onLeftPublic: (tx: Db) => Promise<unknown> = async () => undefined,
      now = new Date(),
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
        if (!before) return false;
        await tx
          .update(reviews)
          .set({ publicConsent: false, publicConsentAt: now, updatedAt: now })
          .where(eq(reviews.id, reviewId));
        if (isPublicReview(before)) await onLeftPublic(tx);
        if (before.publicConsent)
          await recordActivity(tx, byGuest(before.placeId, 'review.public_stopped', reviewId));
        return true;
      });
    },

    /** What the guest's private page shows: the review, its public answer, and the venue's visible reply. */
    async preview(reviewId: string) {
      const [row] = await db
        .select({
          title: reviews.title,
          createdAt: reviews.createdAt,
          venueName: places.name,
          publicConsent: reviews.publicConsent,
          consentVersion: reviews.consentVersion,
          replyBody: reviewReplies.body,
          repliedAt: reviewReplies.updatedAt,
        })
        .from(reviews)
        .innerJoin(places, eq(places.id, reviews.placeId))
        .leftJoin(reviewReplies, and(eq(reviewReplies.reviewId, reviews.id), isNull(reviewReplies.hiddenAt)))
        .where(eq(reviews.id, reviewId));
      return row;
    },

    /** Uploads that never completed within a day fail as expired; their files are returned for deletion. */
    async expireStaleUploads(olderThan: Date): Promise<MediaKeys[]> {
      return db
        .update(reviews)
        .set({ status: 'failed', failureReason: 'upload-expired', updatedAt: new Date() })
        .where(and(eq(reviews.status, 'uploading'), lt(reviews.updatedAt, olderThan)))
        .returning({ videoKey: reviews.videoKey, posterKey: reviews.posterKey, uploadId: reviews.uploadId });
    },

    /** Failed reviews are kept a week for the guest to read why, then removed with their files. */
    async deleteFailed(olderThan: Date): Promise<MediaKeys[]> {
      return db
        .delete(reviews)
        .where(and(eq(reviews.status, 'failed'), lt(reviews.updatedAt, olderThan)))
        .returning({ videoKey: reviews.videoKey, posterKey: reviews.posterKey, uploadId: reviews.uploadId });
    },

    /** The visits a published captured review recorded (tests and support use it). */
    async visitsOf(reviewId: string) {
      return db.select().from(visits).where(eq(visits.reviewId, reviewId));
    },
  };
}

export type CaptureRepository = ReturnType<typeof createCaptureRepository>;
