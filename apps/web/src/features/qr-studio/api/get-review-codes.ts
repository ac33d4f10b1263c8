import { reviewCodesResponseSchema, type ReviewCode as ReviewCodeWire } from '@venues/contracts/review-codes';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type ReviewCode = Camelized<ReviewCodeWire>;

export function reviewCodesPath(placeId: string): string {
  return `/places/${encodeURIComponent(placeId)}/review-codes`;
}

export async function getReviewCodes(placeId: string): Promise<ReviewCode[]> {
  return (await getData(reviewCodesResponseSchema, reviewCodesPath(placeId))).data;
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
