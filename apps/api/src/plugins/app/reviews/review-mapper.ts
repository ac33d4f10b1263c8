import type { Review } from '@venues/contracts/dashboard';
import type { UrlSigner } from '../media/signed-urls';
import { toReviewReply, shareUrl } from './reply-mapper';
import { hasPublicConsent, isPublicReview } from './review-visibility';
import type { ReviewRow } from './reviews-repository';

/** What the reader may do with a review's media: a download link only for whoever may download. */
export type ReviewReader = { canDownload: boolean };

/**
 * A review as the dashboard API returns it, with signed URLs for its video and poster, and its public
 * share link (on `origin`, the web app's) while the review is public.
 */
export function toReview(
  row: ReviewRow,
  signer: UrlSigner,
  origin: string,
  reader: ReviewReader = { canDownload: true },
): Review {
  const target = { placeId: row.placeId, reviewId: row.id };
  const video = (download: boolean) => signer.mediaUrl({ ...target, kind: 'video', download });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    video_url: row.videoKey ? video(false) : null,
    download_url: row.videoKey && reader.canDownload ? video(true) : null,
    poster_url: row.posterKey ? signer.mediaUrl({ ...target, kind: 'poster', download: false }) : null,
    poster_small_url: row.posterKey
      ? signer.mediaUrl({ ...target, kind: 'poster-small', download: false })
      : null,
    table_label: row.tableLabel,
    reviewer: { display_name: row.reviewer.displayName, photo_url: row.reviewer.photoUrl },
    rating: {
      overall: row.ratingOverall,
      food: row.ratingFood,
      price: row.ratingPrice,
      atmosphere: row.ratingAtmosphere,
      service: row.ratingService,
    },
    public_consent: hasPublicConsent(row),
    is_public: isPublicReview(row),
    highlighted: row.highlightedAt !== null && isPublicReview(row),
    reply: row.reply && toReviewReply(row.reply),
    share_url: isPublicReview(row) ? shareUrl(origin, row.placeSlug, row.id) : null,
  };
}

/** One review with its venue's id, for the deep link of a new-review mail. */
export function toReviewDetail(
  row: ReviewRow,
  signer: UrlSigner,
  origin: string,
  reader: ReviewReader,
): Review & { place_id: string } {
  return { ...toReview(row, signer, origin, reader), place_id: row.placeId };
}
