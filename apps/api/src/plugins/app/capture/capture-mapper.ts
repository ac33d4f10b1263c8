import type { z } from 'zod';
import type {
  CaptureCode,
  CaptureFailure,
  CapturedReview,
  captureEligibilitySchema,
  captureProgressSchema,
  withdrawPreviewResponseSchema,
} from '@venues/contracts/capture';
import { hasPublicConsent } from '../reviews/review-visibility';
import type { ReviewCodesRepository } from '../review-codes/review-codes-repository';
import type { CaptureRepository, CapturedReviewRow } from './capture-repository';

export type CodeWithVenue = NonNullable<Awaited<ReturnType<ReviewCodesRepository['findByCode']>>>;
export type WithdrawPreviewRow = NonNullable<Awaited<ReturnType<CaptureRepository['preview']>>>;

/**
 * Whether a code takes reviews: it is not revoked, and its venue has not closed (its last person left). A
 * closed venue's codes come back when someone claims it again, so that its printed QR codes still work.
 */
export const codeTakesReviews = ({ code, venue }: CodeWithVenue) => !code.revokedAt && !venue.closedAt;

/** What a review code opens. A code that takes no reviews says nothing about its venue. */
export function toCaptureCode(found: CodeWithVenue, uploadMaxBytes: number): CaptureCode {
  const { code, venue } = found;
  if (!codeTakesReviews(found)) {
    return { status: 'revoked', venue: null, table_label: null, upload_max_bytes: uploadMaxBytes };
  }
  return {
    status: 'active',
    venue: { name: venue.name, address: venue.address },
    table_label: code.label,
    upload_max_bytes: uploadMaxBytes,
  };
}

/** Whether the guest may review now: yes unless the daily limit gives a later time. */
export function toCaptureEligibility(nextAllowedAt: Date | null): z.infer<typeof captureEligibilitySchema> {
  return { can_review: nextAllowedAt === null, next_allowed_at: nextAllowedAt?.toISOString() ?? null };
}

/** A just-submitted review: its video goes to the tus endpoint, with the review's id as metadata. */
export function toCapturedReview(review: CapturedReviewRow, withdrawUrl: string): CapturedReview {
  return {
    id: review.id,
    status: review.status,
    failure_reason: null,
    upload: { endpoint: '/api/uploads', metadata: { reviewId: review.id } },
    withdraw_url: withdrawUrl,
  };
}

/** The guest's own review and, once failed, why. */
export function toCaptureProgress(review: CapturedReviewRow): z.infer<typeof captureProgressSchema> {
  return {
    id: review.id,
    status: review.status,
    failure_reason: (review.failureReason as CaptureFailure | null) ?? null,
  };
}

/** What a withdrawal link would remove. */
export function toWithdrawPreview(
  row: WithdrawPreviewRow,
): z.infer<typeof withdrawPreviewResponseSchema>['data'] {
  return {
    venue_name: row.venueName,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    public_consent: hasPublicConsent(row),
    reply:
      row.replyBody !== null && row.repliedAt !== null
        ? { body: row.replyBody, replied_at: row.repliedAt.toISOString() }
        : null,
  };
}
