import { reviewReportResponseSchema, type ReviewReportBody } from '@venues/contracts/review-reports';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';

export type ReportReviewInput = { placeId: string; reviewId: string; body: ReviewReportBody };

export async function reportReview({ placeId, reviewId, body }: ReportReviewInput): Promise<{ id: string }> {
  const response = await api.post<unknown>(
    `/places/${encodeURIComponent(placeId)}/reviews/${encodeURIComponent(reviewId)}/reports`,
    body,
  );
  return reviewReportResponseSchema.parse(response.data).data;
}

/** A report changes nothing the owner sees (the review stays until staff decide), so no query is invalidated. */
export function useReportReview() {
  return useMutation<{ id: string }, ApiRequestError, ReportReviewInput>({ mutationFn: reportReview });
}
