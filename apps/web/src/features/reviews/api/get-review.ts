import { reviewDetailResponseSchema } from '@venues/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** A review with its venue: a link names only the review, and the venue may not be the current one. */
export type ReviewDetail = z.infer<typeof reviewDetailResponseSchema>['data'];

export async function getReview(reviewId: string): Promise<ReviewDetail> {
  const response = await api.get<unknown>(`/reviews/${encodeURIComponent(reviewId)}`);
  return reviewDetailResponseSchema.parse(response.data).data;
}

export function getReviewQueryOptions(reviewId: string | null) {
  return queryOptions({
    queryKey: ['reviews', reviewId],
    queryFn: () => getReview(reviewId ?? ''),
    enabled: Boolean(reviewId),
  });
}

export function useReview(reviewId: string | null) {
  return useQuery(getReviewQueryOptions(reviewId));
}
