import type { Review } from '@venues/contracts/dashboard';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button, focusRing } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { overallStars } from '../utils/review-format';
import { DownloadVideoLink } from './download-video-link';
import { PlayBadgeIcon, VideoOffIcon } from './icons';
import { Stars } from './rating-display';
import '../texts';

/**
 * The poster frame stands for the video: cards never load video data, only the modal plays it. The button is
 * named by its text, so that a visible 'No video' is part of its name.
 */
function CardMedia({ review, onOpen }: { review: Review; onOpen: () => void }) {
  const { t } = useTranslation('reviews');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(
    review.poster_url ? 'loading' : 'failed',
  );
  return (
    <button
      type="button"
      onClick={onOpen}
      className={clsx(
        'relative block aspect-[3/4] w-full overflow-hidden rounded-t-2xl bg-slate-900',
        focusRing,
      )}
    >
      <span className="sr-only">{t('card.open', { title: review.title })} </span>
      {review.poster_url && state !== 'failed' && (
        <img
          src={review.poster_url}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onLoad={() => setState('ready')}
          onError={() => setState('failed')}
          onContextMenu={(event) => event.preventDefault()}
          className="size-full object-cover"
        />
      )}
      {state === 'failed' &&
        (review.video_url ? (
          <span className="flex size-full items-center justify-center bg-slate-800">
            <PlayBadgeIcon />
          </span>
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600">
            <VideoOffIcon />
            <span className="text-xs font-medium">{t('card.noVideo')}</span>
          </span>
        ))}
      {state === 'loading' && <Skeleton className="absolute inset-0 rounded-none" />}
      {state === 'ready' && review.video_url && (
        <span className="absolute inset-0 flex items-center justify-center">
          <PlayBadgeIcon />
        </span>
      )}
    </button>
  );
}

export function ReviewCard({
  review,
  canDownload,
  onOpen,
}: {
  review: Review;
  canDownload: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <article
      aria-label={review.title}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <CardMedia review={review} onOpen={onOpen} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-center gap-2">
          <Avatar name={review.reviewer.display_name} src={review.reviewer.photo_url} className="size-7" />
          <p className="min-w-0 truncate text-sm font-medium text-slate-800">
            {review.reviewer.display_name}
          </p>
        </div>
        <Stars value={overallStars(review.rating)} size="sm" />
        <h2 className="line-clamp-2 text-sm font-semibold text-slate-900">{review.title}</h2>
        <p className="text-xs text-slate-500">
          <time dateTime={review.created_at}>{formatDateTime(review.created_at, i18n.resolvedLanguage)}</time>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {canDownload && review.video_url && review.download_url && (
            <DownloadVideoLink
              href={review.download_url}
              label={t('card.download')}
              variant="secondary"
              className="min-h-9 flex-1 px-3 text-xs"
            />
          )}
          <Button variant="secondary" className="min-h-9 flex-1 px-3 text-xs" onClick={onOpen}>
            {t('card.details')}
          </Button>
        </div>
      </div>
    </article>
  );
}

export function ReviewCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-[3/4] w-full rounded-none rounded-t-2xl" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-8 w-full" />
      </div>
    </div>
  );
}
