import { useTranslation } from 'react-i18next';
import type { ReviewDeepLinkState } from '../hooks/use-review-deep-link';
import { ReviewDetail } from './review-detail';
import '../texts';

/**
 * Opens the review named by `?review=` over the list, wherever it is in the list (or whether it is at all).
 * `link` is useReviewDeepLink's state, which the page also lists the reviews of.
 */
export function ReviewDeepLink({
  link: { review, loading, close },
  canDownload,
  canReport,
}: {
  link: ReviewDeepLinkState;
  canDownload: boolean;
  canReport: boolean;
}) {
  const { t } = useTranslation('reviews');
  if (loading) {
    return (
      <p role="status" className="sr-only">
        {t('detail.opening')}
      </p>
    );
  }
  if (!review) return null;
  return (
    <ReviewDetail
      review={review}
      canDownload={canDownload}
      reportTo={canReport ? review.placeId : undefined}
      onClose={close}
    />
  );
}
