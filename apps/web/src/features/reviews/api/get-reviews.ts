import { REVIEWS_PAGE_SIZE, type Review as ReviewWire } from '@venues/contracts/dashboard';
import { reviewsPageResponseSchema } from '@venues/contracts/review-filters';
import type { Camelized } from '@venues/contracts/wire';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';
import { DEFAULT_REVIEW_LIST, reviewListQuery, type ReviewListState } from '../utils/review-list-url';

export type Review = Camelized<ReviewWire>;
export type ReviewsPage = { reviews: Review[]; nextCursor: string | null };

/** Reviews stay fresh for 600 seconds. */
export const REVIEWS_STALE_TIME = 600 * 1000;

export async function getReviews(
  placeId: string,
  list: ReviewListState,
  cursor: string | null,
  take = REVIEWS_PAGE_SIZE,
): Promise<ReviewsPage> {
  const page = await getData(reviewsPageResponseSchema, `/places/${encodeURIComponent(placeId)}/reviews`, {
    params: { ...reviewListQuery(list), take, ...(cursor ? { cursor } : {}) },
  });
  return { reviews: page.data, nextCursor: page.nextCursor };
}

/** One list per venue, filters and sort: the key runs from the venue to the list's state. */
export function getReviewsQueryOptions(
  placeId: string | undefined,
  list: ReviewListState = DEFAULT_REVIEW_LIST,
) {
  return infiniteQueryOptions({
    queryKey: ['places', placeId, 'reviews', list],
    queryFn: ({ pageParam }) => getReviews(placeId ?? '', list, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: REVIEWS_STALE_TIME,
    enabled: Boolean(placeId),
  });
}

export function useReviews(placeId: string | undefined, list: ReviewListState) {
  return useInfiniteQuery(getReviewsQueryOptions(placeId, list));
}
