import { REVIEWS_PAGE_SIZE, reviewsResponseSchema, type Review } from '@venues/contracts/dashboard';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Reviews stay fresh for 600 seconds. */
export const REVIEWS_STALE_TIME = 600 * 1000;

export async function getReviews(placeId: string, skip: number, take = REVIEWS_PAGE_SIZE): Promise<Review[]> {
  const response = await api.get<unknown>(`/places/${encodeURIComponent(placeId)}/reviews`, {
    params: { skip, take },
  });
  return reviewsResponseSchema.parse(response.data).data;
}

/** A next page exists when the last one returned a full page (10 or more). */
export function nextReviewsSkip(
  lastPage: readonly Review[],
  pages: readonly (readonly Review[])[],
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
