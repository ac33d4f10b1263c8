import type { AdminReviewReport } from '@venues/contracts/review-reports';
import type { UrlSigner } from '../media/signed-urls';
import type { ReviewReportsRepository } from './review-reports-repository';

export type OpenReportRow = Awaited<ReturnType<ReviewReportsRepository['listOpen']>>[number];

/** An open report as staff see it, with signed URLs for the reported review's video and poster. */
export function toAdminReviewReport(
  { report, reporterEmail, place, review, displayName }: OpenReportRow,
  signer: UrlSigner,
): AdminReviewReport {
  const target = { placeId: review.placeId, reviewId: review.id, download: false };
  return {
    id: report.id,
    reason: report.reason,
    note: report.note,
    created_at: report.createdAt.toISOString(),
    reporter_email: reporterEmail,
    place,
    review: {
      id: review.id,
      title: review.title,
      description: review.description,
      created_at: review.createdAt.toISOString(),
      display_name: displayName,
      rating_overall: review.ratingOverall,
      video_url: review.videoKey ? signer.mediaUrl({ ...target, kind: 'video' }) : null,
      poster_url: review.posterKey ? signer.mediaUrl({ ...target, kind: 'poster' }) : null,
    },
  };
}
