import { reviewReportResponseSchema, type ReviewReportBody } from '@venues/contracts/review-reports';
import { useMutation } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';

export type ReportReviewInput = { placeId: string; reviewId: string; body: ReviewReportBody };

export async function reportReview({ placeId, reviewId, body }: ReportReviewInput): Promise<{ id: string }> {
  const path = `/places/${encodeURIComponent(placeId)}/reviews/${encodeURIComponent(reviewId)}/reports`;
  return (await sendData(reviewReportResponseSchema, 'post', path, body)).data;
}

/** A report changes nothing the owner sees (the review stays until staff decide), so no query is invalidated. */
export function useReportReview() {
  return useMutation<{ id: string }, ApiRequestError, ReportReviewInput>({ mutationFn: reportReview });
}
