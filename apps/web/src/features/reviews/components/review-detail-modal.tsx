import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProtectedVideo } from '@/components/ui/protected-video';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { VideoOffIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@venues/contracts/format';
import type { Review } from '../api/get-reviews';
import { overallStars, subRatingsOf } from '../utils/review-format';
import { DownloadVideoLink } from './download-video-link';
import { RatingCircles, Stars } from './rating-display';
import { ReportReviewDialog } from './report-review-dialog';
import { ReviewPublishing } from './review-publishing';
import '../texts';

function ReviewVideo({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  if (!review.videoUrl) {
    return (
      <div className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-600 md:h-full">
        <VideoOffIcon className="size-10" />
        <p className="text-sm">{t('modal.noVideo')}</p>
      </div>
    );
  }
  return (
    <ProtectedVideo
      src={review.videoUrl}
      poster={review.posterUrl}
      label={t('modal.video')}
      preload="auto"
      className="max-h-[70dvh]"
    />
  );
}

function SubRatingsTable({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  const ratings = subRatingsOf(review.rating);
  if (ratings.length === 0) return null;
  return (
    <table className="w-full table-fixed border-separate border-spacing-y-1 text-center">
      <caption className="sr-only">{t('modal.subRatings')}</caption>
      <thead>
        <tr>
          {ratings.map(({ key }) => (
            <th key={key} scope="col" className="text-xs font-semibold text-slate-600">
              {t(`ratings.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {ratings.map(({ key, value }) => (
            <td key={key}>
              <RatingCircles value={value} />
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/**
 * A review's detail: the video on the left, who, what, when and the sub-ratings on the right, then its
 * audience, highlight, share link and reply. `reportTo` is the place an owner acts for: they may report the
 * review to staff, reply and highlight; staff get none (they hide reviews and replies from /admin instead).
 */
export function ReviewDetailModal({
  review,
  canDownload,
  reportTo,
  onClose,
}: {
  review: Review;
  canDownload: boolean;
  reportTo?: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  const titleId = useId();
  const [reporting, setReporting] = useState(false);
  return (
    // Both dialogs hear Escape on the document: while the report dialog is open only it may close.
    <Modal
      labelledBy={titleId}
      closeLabel={t('modal.close')}
      onClose={() => !reporting && onClose()}
      className="sm:max-w-4xl"
    >
      <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-2">
        <ReviewVideo review={review} />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex items-center gap-3">
            <Avatar name={review.reviewer.displayName} src={review.reviewer.photoUrl} className="size-12" />
            <div className="font-semibold text-slate-900">{review.reviewer.displayName}</div>
          </div>
          <Stars value={overallStars(review.rating)} />
          <div className="flex flex-col gap-2">
            <h2 id={titleId} className="text-xl font-semibold text-slate-900">
              {review.title}
            </h2>
            <p className="text-sm whitespace-pre-line text-slate-700">{review.description}</p>
          </div>
          <p className="text-sm text-slate-500">
            <time dateTime={review.createdAt}>
              {t('modal.createdAt', { date: formatDateTime(review.createdAt, i18n.resolvedLanguage) })}
            </time>
          </p>
          {review.tableLabel && (
            <p className="text-sm text-slate-600">{t('modal.table', { label: review.tableLabel })}</p>
          )}
          <SubRatingsTable review={review} />
          {canDownload && review.videoUrl && review.downloadUrl && (
            <DownloadVideoLink href={review.downloadUrl} label={t('modal.download')} className="self-start" />
          )}
          {reportTo && (
            <Button variant="secondary" className="self-start" onClick={() => setReporting(true)}>
              {t('report.open')}
            </Button>
          )}
          <ReviewPublishing review={review} manageFor={reportTo} />
        </div>
      </div>
      {reportTo && reporting && (
        <ReportReviewDialog placeId={reportTo} reviewId={review.id} onClose={() => setReporting(false)} />
      )}
    </Modal>
  );
}
