import { DEFAULT_REVIEW_SORT, REVIEWS_PAGE_SIZE } from '@venues/contracts/review-list-rules';
import { can } from '@venues/contracts/team-rules';
import { currentPlaceIdOf, type Venue } from '@/lib/current-venue';
import { startEarlyGet } from '@/lib/early-requests';
import { freshIdToken, restorableSession, savedSessionVenues } from '@/lib/saved-session';
import { readChosenPlaceId } from '@/stores/chosen-place';
import { preloadPoster } from '../utils/poster';

/*
 * The reviews page's largest paint is its first poster, which waits for the list. Free of the schemas and of
 * TanStack Query: the dashboard's earliest script imports this, to ask for a returning owner's first reviews
 * while the app's code is still loading.
 */

/** A venue's reviews list, below /api. */
export function reviewsUrl(placeId: string): string {
  return `/places/${encodeURIComponent(placeId)}/reviews`;
}

/** The query of the list the reviews page opens on without filters: its default order, its first page. */
export const FIRST_REVIEWS_QUERY = { sort: DEFAULT_REVIEW_SORT, take: REVIEWS_PAGE_SIZE };

/** The venue whose reviews the page opens on, when the user's role there may read them. */
export function reviewsVenue(venues: readonly Venue[] | undefined, chosen: string | null): Venue | undefined {
  const placeId = currentPlaceIdOf(venues, chosen);
  const venue = venues?.find((item) => item.place.id === placeId);
  return venue && can(venue.role, 'reviews.read') ? venue : undefined;
}

type WirePoster = { poster_url?: unknown; poster_small_url?: unknown };

/**
 * Asks for the first page of the list without filters, from the venues and the session that the last visit
 * saved, and then for its first poster. Without them, or with a token that needs renewing first (Firebase
 * renews it once loaded), the grid asks once the page has loaded, as on a first visit; the answer here is
 * checked by the grid when it takes it over.
 */
export async function startFirstReviews(): Promise<void> {
  const venue = reviewsVenue(savedSessionVenues()?.venues as Venue[] | undefined, readChosenPlaceId());
  const session = restorableSession();
  const token = session && freshIdToken(session);
  if (!venue || !token) return;
  const response = await startEarlyGet(reviewsUrl(venue.place.id), FIRST_REVIEWS_QUERY, {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
  });
  if (!response.ok) return;
  const page = (await response.clone().json()) as { data?: WirePoster[] };
  const first = page.data?.[0];
  if (typeof first?.poster_url !== 'string') return;
  preloadPoster({
    posterUrl: first.poster_url,
    posterSmallUrl: typeof first.poster_small_url === 'string' ? first.poster_small_url : null,
  });
}
