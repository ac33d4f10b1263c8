import { reviewCodesResponseSchema, type ReviewCode } from '@venues/contracts/review-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function reviewCodesPath(placeId: string): string {
  return `/places/${encodeURIComponent(placeId)}/review-codes`;
}

export async function getReviewCodes(placeId: string): Promise<ReviewCode[]> {
  const response = await api.get<unknown>(reviewCodesPath(placeId));
  return reviewCodesResponseSchema.parse(response.data).data;
}

export function getReviewCodesQueryOptions(placeId: string | undefined) {
  return queryOptions({
    queryKey: ['places', placeId, 'review-codes'],
    queryFn: () => getReviewCodes(placeId ?? ''),
    enabled: Boolean(placeId),
  });
}

export function useReviewCodes(placeId: string | undefined) {
  return useQuery(getReviewCodesQueryOptions(placeId));
}
