import { useDeferredValue, useEffect, useState, type RefObject } from 'react';
import { REVIEWS_PAGE_SIZE } from '@venues/contracts/review-list';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { VideoOffIcon } from '@/components/ui/icons';
import { isRetrying, StillTrying } from '@/components/ui/still-trying';
import { whenPageSettled } from '@/lib/page-settled';
import { useReviews, type Review } from '../api/get-reviews';
import { useLoadMore } from '../hooks/use-load-more';
import { hasReviewFilters, type ReviewListState } from '../utils/review-list-url';
import { ReviewCard, ReviewCardSkeleton } from './review-card';
import { preloadReviewDetail, ReviewDetail } from './review-detail';
import '../texts';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5';
// The list's place while its first page loads.
const FIRST_PAGE_SKELETONS = 5;
// The most columns the grid has (2xl): the first row's posters load at once, the very first before the rest.
const FIRST_ROW = 5;

/**
 * Skeleton cards, the first of which carries the load-more marker (`marker`) at its top edge: the next page
 * is asked for as soon as its place starts to show. They are new elements for each page (`page`): the
 * cards take their place, and skeletons pushed down below the cards would count as moved.
 */
function Skeletons({
  count,
  page,
  marker,
}: {
  count: number;
  page: number;
  marker?: RefObject<HTMLDivElement | null>;
}) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${page}-${index}`} aria-hidden="true" className="relative">
      {index === 0 && marker && (
        <div ref={marker} data-testid="reviews-load-more" className="absolute inset-x-0 top-0 h-px" />
      )}
      <ReviewCardSkeleton />
    </li>
  ));
}

/**
 * The video reviews of a place that match `list`, ten at a time: the next page loads when the top of its
 * skeletons, under the cards, comes into view. `canDownload` says whether the current plan lets the owner
 * download videos; `canReport` whether the user may report a review to staff (owners may, staff may not).
 */
export function ReviewsGrid({
  placeId,
  list,
  onClearFilters,
  canDownload,
  canReport,
}: {
  placeId: string | undefined;
  list: ReviewListState;
  onClearFilters: () => void;
  canDownload: boolean;
  canReport: boolean;
}) {
  const { t } = useTranslation('reviews');
  // The cards of an answer are drawn in a render that yields to the browser between them, not in the task
  // that delivers the answer: until that render is done, the grid keeps what it showed (its skeletons).
  const reviews = useDeferredValue(useReviews(placeId, list));
  const [selected, setSelected] = useState<Review | null>(null);
  const pages = reviews.data?.pages ?? [];
  // The detail's code loads once the page has settled, or as soon as the owner points at or tabs into the
  // list, so that a review opens at once.
  const listed = pages.length > 0;
  useEffect(() => {
    if (listed) void whenPageSettled().then(preloadReviewDetail);
  }, [listed]);
  // While another page exists, a page's worth of skeletons holds its place below the cards, so that its cards
  // take a place already made: what is under the list (the chat assistant, on a phone) does not move as each
  // page comes, only once the list has ended. After a failed page, its retry button stands there instead.
  // When the page opens with its list already there, they are drawn after the cards, in a render of their
  // own: they are below the first screen.
  // After a failed page, the marker waits for the retry button instead of asking again and again.
  const nextPageToAsk = reviews.hasNextPage && !reviews.isFetchNextPageError;
  const nextPagePlaceholders = useDeferredValue(
    reviews.isFetchingNextPage || nextPageToAsk ? REVIEWS_PAGE_SIZE : 0,
    0,
  );
  const marker = useLoadMore({
    // The marker is atop the next page's place, once that is drawn.
    hasNextPage: nextPageToAsk && nextPagePlaceholders > 0,
    isFetchingNextPage: reviews.isFetchingNextPage,
    pageCount: pages.length,
    loadMore: () => void reviews.fetchNextPage(),
  });

  if (reviews.isError && pages.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('error')}</Alert>
        <Button variant="secondary" pending={reviews.isFetching} onClick={() => void reviews.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const items = pages.flatMap((page) => page.reviews);
  if (reviews.isSuccess && items.length === 0 && hasReviewFilters(list.filters)) {
    return (
      <EmptyState title={t('filters.empty.title')} icon={<VideoOffIcon className="size-12" />}>
        <p>{t('filters.empty.body')}</p>
        <div className="mt-2 flex justify-center">
          <Button variant="primary" onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        </div>
      </EmptyState>
    );
  }
  if (reviews.isSuccess && items.length === 0) {
    return (
      <EmptyState title={t('empty.title')} icon={<VideoOffIcon className="size-12" />}>
        <p>{t('empty.first')}</p>
        <p>{t('empty.second')}</p>
      </EmptyState>
    );
  }

  const loading = reviews.isPending || reviews.isFetchingNextPage;
  const placeholders = reviews.isPending ? FIRST_PAGE_SKELETONS : nextPagePlaceholders;
  return (
    <div className="flex flex-col gap-4">
      <StillTrying active={isRetrying(reviews)} />
      <ul
        aria-label={t('list')}
        aria-busy={loading || undefined}
        className={GRID}
        onPointerOver={preloadReviewDetail}
        onFocus={preloadReviewDetail}
      >
        {items.map((review, index) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              canDownload={canDownload}
              posterLoading={index === 0 ? 'first' : index < FIRST_ROW ? 'eager' : 'lazy'}
              onOpen={setSelected}
            />
          </li>
        ))}
        <Skeletons
          count={placeholders}
          page={pages.length}
          marker={nextPagePlaceholders > 0 ? marker : undefined}
        />
      </ul>
      {/* Always there, so that a screen reader hears the text when it comes, not a region that appeared with it. */}
      <p role="status" className="sr-only">
        {loading ? t('loading') : ''}
      </p>
      {/* While the failed page is asked for again, its skeletons stand in the retry button's place. */}
      {reviews.isFetchNextPageError && !reviews.isFetchingNextPage && (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{t('error')}</Alert>
          <Button variant="secondary" onClick={() => void reviews.fetchNextPage()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {selected && (
        <ReviewDetail
          review={selected}
          canDownload={canDownload}
          reportTo={canReport ? placeId : undefined}
          onClose={() => setSelected(null)}
        />
      )}
    </div>
  );
}
