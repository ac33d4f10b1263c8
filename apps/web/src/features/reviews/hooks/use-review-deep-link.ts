import { REVIEW_PARAM } from '@venues/contracts/web-paths';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiRequestError } from '@/lib/api-error';
import { useCurrentClaim, useSelectClaim } from '@/hooks/use-current-claim';
import { useClaims } from '@/lib/claims-queries';
import { approvedClaims } from '@/lib/current-claim';
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
  const claims = useClaims().data;
  const current = useCurrentClaim();
  const currentClaimId = current?.id;
  const selectClaim = useSelectClaim();

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

  const approved = approvedClaims(claims);
  const placeId = query.data?.placeId;
  const claim = placeId ? approved.find((item) => item.restaurant.id === placeId) : undefined;
  // Claims not loaded yet: wait rather than call the review someone else's.
  const foreign = Boolean(placeId) && claims !== undefined && !claim;

  useEffect(() => {
    if (claim && claim.id !== currentClaimId) selectClaim(claim.id);
  }, [claim, currentClaimId, selectClaim]);

  const error = reviewId ? query.error : null;
  useEffect(() => {
    if (!error && !foreign) return;
    const gone = foreign || (error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
    // The id keeps a second run of the effect (StrictMode) from stacking a second toast.
    const toastId = `review-link-${reviewId ?? ''}`;
    if (gone) toast.info(t('deepLink.unavailable'), { toastId });
    else toast.error(t('deepLink.failed'), { toastId });
    close();
  }, [error, foreign, reviewId, t, close]);

  const ready = Boolean(reviewId) && claim !== undefined && claim.id === currentClaimId;
  const loading = Boolean(reviewId) && query.isPending;
  // With one venue the review can only be of that one (or of none), so its list need not wait.
  const listPlaceId = loading && approved.length > 1 ? undefined : (claim ?? current)?.restaurant.id;
  return { review: ready ? query.data : undefined, loading, close, placeId: listPlaceId };
}
