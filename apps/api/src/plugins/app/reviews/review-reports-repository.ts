import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ReviewReportBody } from '@venues/contracts/review-reports';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { places, reviewers, reviewReports, reviews, users } from '../../../db/schema';
import { isPublicReview, isVisible } from './review-visibility';
import { person, recordActivity, staff } from '../activity/activity-log';

/** Owners report guest reviews; staff hide them (for abuse, with a reason) or dismiss the report. */
export function createReviewReportsRepository(db: Db) {
  return {
    async create(
      placeId: string,
      reviewId: string,
      reporterUid: string,
      body: ReviewReportBody,
    ): Promise<{ ok: true; id: string } | { ok: false; reason: 'not-found' | 'duplicate' }> {
      const [review] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.placeId, placeId), isVisible));
      if (!review) return { ok: false, reason: 'not-found' };
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(reviewReports)
            .values({ reviewId, placeId, reportedBy: reporterUid, reason: body.reason, note: body.note })
            .returning({ id: reviewReports.id });
          if (!row) throw new Error('insert returned no row');
          await recordActivity(tx, {
            placeId,
            actor: person(reporterUid),
            action: 'review.reported',
            subject: { type: 'review', id: reviewId },
            details: { reason: body.reason },
          });
          return { ok: true as const, id: row.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
        throw error;
      }
    },

    /** Open reports, oldest first, with what staff need to judge them. */
    async listOpen(limit = 200) {
      return db
        .select({
          report: reviewReports,
          reporterEmail: users.email,
          place: { id: places.id, name: places.name },
          review: reviews,
          displayName: reviewers.displayName,
        })
        .from(reviewReports)
        .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
        .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
        .innerJoin(places, eq(places.id, reviewReports.placeId))
        .leftJoin(users, eq(users.uid, reviewReports.reportedBy))
        .where(isNull(reviewReports.resolvedAt))
        .orderBy(asc(reviewReports.createdAt))
        .limit(limit);
    },

    /**
     * Hides the reported review and resolves every open report of it. Returns the media keys the review
     * held, which the caller deletes: a hidden review loses its video at once.
     */
    async hide(
      reportId: string,
      staffUid: string,
      reason: string,
      /** Runs in the same transaction when the review was public until now. */
      onLeftPublic: (tx: Db, reviewId: string) => Promise<unknown> = async () => undefined,
    ) {
      return db.transaction(async (tx) => {
        const [report] = await tx
          .select()
          .from(reviewReports)
          .where(and(eq(reviewReports.id, reportId), isNull(reviewReports.resolvedAt)))
          .for('update');
        if (!report) return undefined;
        const [before] = await tx
          .select({
            videoKey: reviews.videoKey,
            posterKey: reviews.posterKey,
            uploadId: reviews.uploadId,
            status: reviews.status,
            hiddenAt: reviews.hiddenAt,
            publicConsent: reviews.publicConsent,
            consentVersion: reviews.consentVersion,
          })
          .from(reviews)
          .where(eq(reviews.id, report.reviewId))
          .for('update');
        await tx
          .update(reviews)
          .set({
            hiddenAt: new Date(),
            hiddenBy: staffUid,
            hiddenReason: reason,
            videoKey: null,
            posterKey: null,
            updatedAt: new Date(),
          })
          .where(eq(reviews.id, report.reviewId));
        await tx
          .update(reviewReports)
          .set({ resolution: 'hidden', resolvedBy: staffUid, resolvedAt: new Date() })
          .where(and(eq(reviewReports.reviewId, report.reviewId), isNull(reviewReports.resolvedAt)));
        await recordActivity(tx, {
          placeId: report.placeId,
          actor: staff(staffUid),
          action: 'review.hidden',
          subject: { type: 'review', id: report.reviewId },
          details: { reason },
        });
        if (before && isPublicReview(before)) await onLeftPublic(tx, report.reviewId);
        return {
          placeId: report.placeId,
          reviewId: report.reviewId,
          media: before
            ? { videoKey: before.videoKey, posterKey: before.posterKey, uploadId: before.uploadId }
            : { videoKey: null, posterKey: null, uploadId: null },
        };
      });
    },

    async dismiss(reportId: string, staffUid: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reviewReports)
          .set({ resolution: 'dismissed', resolvedBy: staffUid, resolvedAt: new Date() })
          .where(and(eq(reviewReports.id, reportId), isNull(reviewReports.resolvedAt)))
          .returning();
        if (!row) return false;
        await recordActivity(tx, {
          placeId: row.placeId,
          actor: staff(staffUid),
          action: 'review.report_dismissed',
          subject: { type: 'review', id: row.reviewId },
          details: { reason: row.reason },
        });
        return true;
      });
    },
  };
}

export type ReviewReportsRepository = ReturnType<typeof createReviewReportsRepository>;
