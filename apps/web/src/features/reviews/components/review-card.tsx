import clsx from 'clsx';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { PlayBadgeIcon, VideoOffIcon } from '@/components/ui/icons';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { POSTER_SMALL_WIDTH } from '@venues/contracts/review-list';
import { formatDateTime } from '@venues/contracts/format';
import type { Review } from '../api/get-reviews';
import { POSTER_SIZES, posterSrcSet } from '../utils/poster';
import { overallStars } from '../utils/review-format';
import { DownloadVideoLink } from './download-video-link';
import { Stars } from './rating-display';
import '../texts';

/** How a card's poster loads: the first row's at once, the very first before anything else, the rest on scroll. */
export type PosterLoading = 'first' | 'eager' | 'lazy';

/**
 * The poster at the size it is shown: the small WebP on a phone, the full JPEG on wider screens and in
 * browsers without WebP. Its 9:16 frame is fixed by the card, so the image never moves anything.
 */
function Poster({
  review,
  loading,
  onLoad,
  onError,
}: {
  review: Review & { posterUrl: string };
  loading: PosterLoading;
  onLoad: () => void;
  onError: () => void;
}) {
  return (
    <picture>
      {review.posterSmallUrl && (
        <source
          type="image/webp"
          srcSet={posterSrcSet(review.posterSmallUrl, review.posterUrl)}
          sizes={POSTER_SIZES}
        />
      )}
      <img
        src={review.posterUrl}
        alt=""
        width={POSTER_SMALL_WIDTH}
        height={Math.round((POSTER_SMALL_WIDTH * 16) / 9)}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={loading === 'first' ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
        onLoad={onLoad}
        onError={onError}
        onContextMenu={(event) => event.preventDefault()}
        className="absolute inset-0 size-full object-cover"
      />
    </picture>
  );
}

/**
 * The poster frame stands for the video: cards never load video data, only the modal plays it. The button is
 * named by its text, so that a visible 'No video' is part of its name. Below sm it stretches over the whole
 * card (its ::after), which is then one target; the download link sits above it.
 */
function CardMedia({
  review,
  loading,
  onOpen,
}: {
  review: Review;
  loading: PosterLoading;
  onOpen: () => void;
}) {
  const { t } = useTranslation('reviews');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(review.posterUrl ? 'loading' : 'failed');
  return (
    <button
      type="button"
      onClick={onOpen}
      className={clsx(
        'block w-32 shrink-0 self-stretch overflow-hidden rounded-l-2xl bg-slate-900',
        'sm:w-full sm:self-auto sm:rounded-t-2xl sm:rounded-bl-none',
        'after:absolute after:inset-0 after:rounded-2xl sm:after:hidden',
        'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-teal-600',
        'sm:focus-visible:outline-2 sm:focus-visible:outline-offset-2 sm:focus-visible:outline-teal-600',
      )}
    >
      <span className="sr-only">{t('card.open', { title: review.title })} </span>
      <span className="relative block size-full min-h-40 sm:aspect-[3/4] sm:min-h-0">
        {review.posterUrl && state !== 'failed' && (
          <Poster
            review={{ ...review, posterUrl: review.posterUrl }}
            loading={loading}
            onLoad={() => setState('ready')}
            onError={() => setState('failed')}
          />
        )}
        {state === 'failed' &&
          (review.videoUrl ? (
            <span className="absolute inset-0 flex items-center justify-center bg-slate-800">
              <PlayBadgeIcon className="size-12 drop-shadow" />
            </span>
          ) : (
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-100 px-2 text-center text-slate-600">
              <VideoOffIcon className="size-10" />
              <span className="text-xs font-medium">{t('card.noVideo')}</span>
            </span>
          ))}
        {state === 'loading' && <Skeleton className="absolute inset-0 rounded-none" />}
        {state === 'ready' && review.videoUrl && (
          <span className="absolute inset-0 flex items-center justify-center">
            <PlayBadgeIcon className="size-12 drop-shadow" />
          </span>
        )}
      </span>
    </button>
  );
}

// On a phone a card is a row of one height, whatever it holds (a title of one line or two, badges, a
// download link that waits for the plan): the poster's 9:16 frame 128 px wide, and its skeleton the same.
const CARD =
  'relative flex h-57 rounded-2xl border border-slate-200 bg-white shadow-sm sm:h-full sm:flex-col';
const CARD_TEXT = 'flex min-w-0 flex-1 flex-col gap-2 p-3';
const CARD_ACTIONS = 'mt-auto flex flex-wrap gap-2 pt-1';

/**
 * A review's card: Download video and Details, and the card itself opens the review. On a phone it is a
 * row (poster beside the text) that opens as a whole, so Details, which would open the same modal, is left out.
 * A card draws again only when its own props change, not each time the page around it gets its plan, its
 * venue or its QR codes: `onOpen` is given the review, so the grid passes one stable function to all cards.
 */
export const ReviewCard = memo(function ReviewCard({
  review,
  canDownload,
  posterLoading = 'lazy',
  onOpen,
}: {
  review: Review;
  canDownload: boolean;
  posterLoading?: PosterLoading;
  onOpen: (review: Review) => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  const open = () => onOpen(review);
  return (
    <article aria-label={review.title} className={CARD}>
      <CardMedia review={review} loading={posterLoading} onOpen={open} />
      <div className={CARD_TEXT}>
        <div className="flex items-center gap-2">
          <Avatar name={review.reviewer.displayName} src={review.reviewer.photoUrl} className="size-7" />
          <p className="min-w-0 truncate text-sm font-medium text-slate-800">{review.reviewer.displayName}</p>
        </div>
        <Stars value={overallStars(review.rating)} size="sm" />
        <h2 className="line-clamp-2 text-sm font-semibold text-slate-900">{review.title}</h2>
        <p className="text-xs text-slate-500">
          <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, i18n.resolvedLanguage)}</time>
        </p>
        {(review.isPublic || review.reply) && (
          <p className="flex flex-wrap gap-1.5">
            {review.isPublic && <StatusBadge variant="success">{t('card.public')}</StatusBadge>}
            {review.reply && <StatusBadge variant="default">{t('card.replied')}</StatusBadge>}
          </p>
        )}
        <div className={CARD_ACTIONS}>
          {canDownload && review.videoUrl && review.downloadUrl && (
            <DownloadVideoLink
              href={review.downloadUrl}
              label={t('card.download')}
              variant="secondary"
              className="relative z-10 min-h-9 flex-1 px-3 text-xs"
            />
          )}
          <div className="hidden flex-1 sm:flex">
            <Button variant="secondary" className="min-h-9 flex-1 px-3 text-xs" onClick={open}>
              {t('card.details')}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
});

/** A card's placeholder, line for line as tall as a card with a title of two lines and its buttons. */
export function ReviewCardSkeleton() {
  return (
    <div aria-hidden="true" className={CARD}>
      <Skeleton className="min-h-40 w-32 shrink-0 rounded-none rounded-l-2xl sm:aspect-[3/4] sm:min-h-0 sm:w-full sm:rounded-tr-2xl sm:rounded-bl-none" />
      <div className={CARD_TEXT}>
        <div className="flex items-center gap-2">
          <Skeleton className="size-7 rounded-full" />
          <SkeletonText className="flex-1 text-sm" width="w-2/3" />
        </div>
        <Skeleton className="h-4 w-24" />
        <SkeletonText className="text-sm" lines={2} width="w-1/2" />
        <SkeletonText className="text-xs" width="w-1/3" />
        <div className={CARD_ACTIONS}>
          <Skeleton className="min-h-9 flex-1" />
        </div>
      </div>
    </div>
  );
}
