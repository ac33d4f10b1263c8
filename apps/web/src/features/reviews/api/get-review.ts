import { reviewDetailResponseSchema } from '@venues/contracts/dashboard';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getData } from '@/lib/api-data';

/** A review with its venue: a link names only the review, and the venue may not be the current one. */
export type ReviewDetail = Camelized<z.output<typeof reviewDetailResponseSchema>['data']>;

export async function getReview(reviewId: string): Promise<ReviewDetail> {
  return (await getData(reviewDetailResponseSchema, `/reviews/${encodeURIComponent(reviewId)}`)).data;
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
