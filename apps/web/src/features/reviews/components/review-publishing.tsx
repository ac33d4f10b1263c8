import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import { useCurrentVenue } from '@/hooks/use-current-venue';
import type { Review } from '../api/get-reviews';
import { HighlightToggle } from './highlight-toggle';
import { ReviewAudience } from './review-audience';
import { ReviewReply } from './review-reply';
import { ShareReview } from './share-review';
import '../texts';

/**
 * What the venue does with a review beyond watching it: who may see it, its highlight on the wall and its
 * share link (public reviews only), and the public reply. `manageFor` is the venue an owner acts for; staff
 * get none and only read. The modal shows a snapshot of the review, so the changes made here are kept here
 * too, while the lists refetch theirs.
 */
export function ReviewPublishing({ review, manageFor }: { review: Review; manageFor: string | undefined }) {
  const { t } = useTranslation('reviews');
  const current = useCurrentVenue();
  const [reply, setReply] = useState(review.reply);
  const [highlighted, setHighlighted] = useState(review.highlighted);
  const venue = current && (!manageFor || current.place.id === manageFor) ? current.place.name : undefined;
  const isPublic = review.isPublic;

  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <ReviewAudience isPublic={isPublic} />
      {isPublic && manageFor && (
        <HighlightToggle
          placeId={manageFor}
          reviewId={review.id}
          highlighted={highlighted}
          onChange={setHighlighted}
        />
      )}
      {isPublic && !manageFor && highlighted && (
        <StatusBadge variant="active" className="self-start">
          {t('publishing.highlight.label')}
        </StatusBadge>
      )}
      {review.shareUrl && <ShareReview url={review.shareUrl} venue={venue} />}
      <ReviewReply
        placeId={manageFor}
        reviewId={review.id}
        reply={reply}
        isPublic={isPublic}
        venue={venue}
        canManage={Boolean(manageFor)}
        onChange={setReply}
      />
    </div>
  );
}
