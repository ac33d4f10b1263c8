import { type Review as ReviewWire } from '@venues/contracts/dashboard';
import { REVIEWS_PAGE_SIZE } from '@venues/contracts/review-list';
import { reviewsPageResponseSchema } from '@venues/contracts/review-filters';
import { REVIEW_PARAM } from '@venues/contracts/web-paths';
import type { Camelized } from '@venues/contracts/wire';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';
import { venuesQueryKey, type Venue } from '@/lib/current-venue';
import { useSessionStore } from '@/stores/session-store';
import { preloadPoster } from '../utils/poster';
import { currentReviewsVenue, reviewsPageRequest } from './first-page';
import {
  DEFAULT_REVIEW_LIST,
  readReviewList,
  reviewListQuery,
  type ReviewListState,
} from '../utils/review-list-url';

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
  const { url, params } = reviewsPageRequest(placeId, reviewListQuery(list), cursor, take);
  const page = await getData(reviewsPageResponseSchema, url, { params });
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

/**
 * Asks for the first page of the list that the reviews page at `search` opens on, under the key its grid
 * reads, before the page has rendered, and then for its first poster, the page's largest paint: the current
 * venue's list, from the venues in the cache, when the user's role there may read reviews. A link to one
 * review may switch the venue, so its list waits for the page.
 */
export async function prefetchFirstReviews(client: QueryClient, search: string): Promise<void> {
  const params = new URLSearchParams(search);
  if (params.has(REVIEW_PARAM)) return;
  const { user } = useSessionStore.getState();
  const venue = currentReviewsVenue(client.getQueryData<Venue[]>(venuesQueryKey(user?.uid)));
  if (!venue) return;
  const options = getReviewsQueryOptions(venue.place.id, readReviewList(params));
  await client.prefetchInfiniteQuery(options);
  const first = client.getQueryData(options.queryKey)?.pages[0]?.reviews[0];
  if (first?.posterUrl) preloadPoster({ posterUrl: first.posterUrl, posterSmallUrl: first.posterSmallUrl });
}
