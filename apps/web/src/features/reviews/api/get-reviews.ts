import {
  REVIEWS_PAGE_SIZE,
  reviewsResponseSchema,
  type Review as ReviewWire,
} from '@venues/contracts/dashboard';
import type { Camelized } from '@venues/contracts/wire';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type Review = Camelized<ReviewWire>;

/** Reviews stay fresh for 600 seconds. */
export const REVIEWS_STALE_TIME = 600 * 1000;

export async function getReviews(placeId: string, skip: number, take = REVIEWS_PAGE_SIZE): Promise<Review[]> {
  return (
    await getData(reviewsResponseSchema, `/places/${encodeURIComponent(placeId)}/reviews`, {
      params: { skip, take },
    })
  ).data;
}

/** A next page exists when the last one returned a full page (10 or more). */
export function nextReviewsSkip(
  lastPage: readonly unknown[],
  pages: readonly (readonly unknown[])[],
): number | undefined {
  if (lastPage.length < REVIEWS_PAGE_SIZE) return undefined;
  return pages.reduce((total, page) => total + page.length, 0);
}

export function getReviewsQueryOptions(placeId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['places', placeId, 'reviews'],
    queryFn: ({ pageParam }) => getReviews(placeId ?? '', pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextReviewsSkip(lastPage, pages),
    staleTime: REVIEWS_STALE_TIME,
    enabled: Boolean(placeId),
  });
}

export function useReviews(placeId: string | undefined) {
  return useInfiniteQuery(getReviewsQueryOptions(placeId));
}
