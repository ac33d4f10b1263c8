import { DEFAULT_REVIEW_SORT, REVIEWS_PAGE_SIZE } from '@venues/contracts/review-list';
import { can, isVenueRole } from '@venues/contracts/team-rules';
import { askEarly } from '@/lib/api-request';
import { currentPlaceIdOf } from '@/lib/current-venue';
import { savedSessionVenues } from '@/lib/saved-session';
import { useSessionStore } from '@/stores/session-store';
import { preloadPoster } from '../utils/poster';

/*
 * Free of the schemas and of TanStack Query, so that the dashboard's first screen can ask for the reviews
 * before their code has loaded.
 */

/** The request of one page of a venue's reviews: `query` is the list's filters and order. */
export function reviewsPageRequest(
  placeId: string,
  query: Record<string, string | number>,
  cursor: string | null,
  take: number,
) {
  return {
    url: `/places/${encodeURIComponent(placeId)}/reviews`,
    params: { ...query, take, ...(cursor ? { cursor } : {}) },
  };
}

/** The query of the list that the reviews page opens on without filters: every review, newest first. */
export const DEFAULT_LIST_QUERY = { sort: DEFAULT_REVIEW_SORT };

/**
 * The current venue among `venues` (the chosen one, else the first), when the user's role there may read
 * its reviews: the venue whose list the reviews page opens on.
 */
export function currentReviewsVenue<V extends { place: { id: string }; role: unknown }>(
  venues: readonly V[] | undefined,
): V | undefined {
  const placeId = currentPlaceIdOf(venues, useSessionStore.getState().currentPlaceId);
  const venue = venues?.find((item) => item.place.id === placeId);
  return venue && isVenueRole(venue.role) && can(venue.role, 'reviews.read') ? venue : undefined;
}

/** A saved venue's id and the user's role there, when the saved copy has them. */
function placeAndRole(venue: unknown): { place: { id: string }; role: unknown } | undefined {
  const { place, role } = (venue ?? {}) as { place?: { id?: unknown }; role?: unknown };
  return typeof place?.id === 'string' ? { place: { id: place.id }, role } : undefined;
}

/**
 * The first review's poster, the page's largest paint, from the answer as it came: a hint that costs at most
 * an image nobody shows, since the grid draws from the answer once its schema has checked it.
 */
async function preloadFirstPoster(response: Response): Promise<void> {
  if (!response.ok) return;
  const { data } = (await response.json()) as {
    data?: { poster_url?: unknown; poster_small_url?: unknown }[];
  };
  const first = data?.[0];
  if (typeof first?.poster_url !== 'string') return;
  const small = first.poster_small_url;
  preloadPoster({ posterUrl: first.poster_url, posterSmallUrl: typeof small === 'string' ? small : null });
}

/**
 * A returning user who opens the reviews page without filters: its first page is asked for at once, from
 * the saved session and venues, while the page's code loads, and its first poster as soon as the answer
 * comes; the grid's own request takes that answer, which is checked against its schema there as any other.
 * A saved copy that is out of date only costs a request that nobody takes. Says whether it asked.
 */
export function askFirstReviewsEarly(search: string): boolean {
  if (new URLSearchParams(search).size > 0) return false;
  const venue = currentReviewsVenue(
    savedSessionVenues()
      ?.venues.map(placeAndRole)
      .filter((saved) => saved !== undefined),
  );
  if (!venue) return false;
  const { url, params } = reviewsPageRequest(venue.place.id, DEFAULT_LIST_QUERY, null, REVIEWS_PAGE_SIZE);
  void askEarly(url, params)
    .then(preloadFirstPoster)
    .catch(() => undefined);
  return true;
}
