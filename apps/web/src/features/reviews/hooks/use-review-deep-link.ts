import { REVIEW_PARAM } from '@venues/contracts/web-paths';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '@/lib/api-error';
import { toastLater } from '@/lib/toast';
import { useCurrentVenue, useSelectVenue } from '@/hooks/use-current-venue';
import { useVenues } from '@/lib/venues-queries';
import { useReview, type ReviewDetail } from '../api/get-review';
import '../texts';

export type ReviewDeepLinkState = {
  review: ReviewDetail | undefined;
  loading: boolean;
  close: () => void;
  /**
   * The venue whose reviews the page lists: the linked review's venue once it is known, else the current
   * one; undefined while the link is looked up for a user with several venues, so that the list is fetched
   * once, for the right venue.
   */
  placeId: string | undefined;
};

/**
 * `?review={id}` (the link of a new-review mail): fetches that review, makes its venue the current one when
 * it is another of the user's venues, and hands it over once it is. `close` drops the parameter in place,
 * so Back does not reopen it. A review that is gone or not the user's is announced and dropped the same way.
 */
export function useReviewDeepLink(): ReviewDeepLinkState {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useSearchParams();
  const reviewId = params.get(REVIEW_PARAM);
  const query = useReview(reviewId);
  const venues = useVenues().data;
  const current = useCurrentVenue();
  const currentPlaceId = current?.place.id;
  const selectVenue = useSelectVenue();

  const close = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(REVIEW_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const placeId = query.data?.placeId;
  const venue = placeId ? venues?.find((item) => item.place.id === placeId) : undefined;
  // Venues not loaded yet: wait rather than call the review someone else's.
  const foreign = Boolean(placeId) && venues !== undefined && !venue;

  useEffect(() => {
    if (venue && venue.place.id !== currentPlaceId) selectVenue(venue.place.id);
  }, [venue, currentPlaceId, selectVenue]);

  const error = reviewId ? query.error : null;
  useEffect(() => {
    if (!error && !foreign) return;
    const gone = foreign || (error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
    // The id keeps a second run of the effect (StrictMode) from stacking a second toast.
    const toastId = `review-link-${reviewId ?? ''}`;
    toastLater(gone ? 'info' : 'error', t(gone ? 'deepLink.unavailable' : 'detail.failed'), { toastId });
    close();
  }, [error, foreign, reviewId, t, close]);

  const ready = Boolean(reviewId) && venue !== undefined && venue.place.id === currentPlaceId;
  const loading = Boolean(reviewId) && query.isPending;
  // With one venue the review can only be of that one (or of none), so its list need not wait.
  const listPlaceId = loading && (venues?.length ?? 0) > 1 ? undefined : (venue ?? current)?.place.id;
  return { review: ready ? query.data : undefined, loading, close, placeId: listPlaceId };
}
