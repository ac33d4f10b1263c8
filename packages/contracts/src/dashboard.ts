import { z } from 'zod';
import { reviewPublishingShape } from './replies';

/** ?id= of the place for the place-scoped reads of the dashboard. */
export const placeIdQuerySchema = z.object({ id: z.uuid() });

export const statsSchema = z.object({
  total_reviews: z.number().int(),
  /** Sum of the estimated spend of the visits of the last 30 days, in euro cents. */
  estimated_value_30d: z.number().int(),
  new_customers_30d: z.number().int(),
  returning_customers_30d: z.number().int(),
  visits_30d: z.number().int(),
  reviews_30d: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
export const statsResponseSchema = z.object({ data: statsSchema });

export const customerStatusSchema = z.enum(['new', 'returning']);
export type CustomerStatus = z.infer<typeof customerStatusSchema>;

export const reviewersQuerySchema = placeIdQuerySchema.extend({
  status: customerStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const reviewerSchema = z.object({
  id: z.uuid(),
  display_name: z.string(),
  photo_url: z.string().nullable(),
  status: customerStatusSchema,
  visits_30d: z.number().int(),
  last_visit_at: z.string(),
});
export type Reviewer = z.infer<typeof reviewerSchema>;
export const reviewersResponseSchema = z.object({ data: z.array(reviewerSchema) });

const ratingValue = z.number().int().min(1).max(5).nullable();
export const ratingSchema = z.object({
  overall: ratingValue,
  food: ratingValue,
  price: ratingValue,
  atmosphere: ratingValue,
  service: ratingValue,
});
export type Rating = z.infer<typeof ratingSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  /** A short-lived signed URL that plays the video in a <video> element; null when there is no video. */
  video_url: z.string().nullable(),
  /** The same, as an attachment named review-video.mp4; the API refuses it on the free plan. */
  download_url: z.string().nullable(),
  /** A signed URL of the poster frame (JPEG); null when there is no video. */
  poster_url: z.string().nullable(),
  /**
   * The poster at a card's size on a phone (WebP, POSTER_SMALL_WIDTH px wide); for a review captured before
   * small posters existed, the same JPEG as poster_url. Null when there is no video.
   */
  poster_small_url: z.string().nullable(),
  /** The table code the guest scanned ('Table 4'), or null. */
  table_label: z.string().nullable(),
  reviewer: z.object({ photo_url: z.string().nullable(), display_name: z.string() }),
  rating: ratingSchema,
  ...reviewPublishingShape,
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewsResponseSchema = z.object({ data: z.array(reviewSchema) });
/** GET /api/reviews/{id}: one review and its venue, for the deep links of the new-review mails. */
export const reviewDetailResponseSchema = z.object({ data: reviewSchema.extend({ place_id: z.uuid() }) });

/** Dates the product accepts: a typo's year 0 or 0001 would not survive PostgreSQL and its drivers. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;
export const dateTimeSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}, `dateRange:${DATE_YEAR_MIN}-${DATE_YEAR_MAX}`);

export const mediaErrorCodes = ['billing/plan-required', 'media/bad-signature', 'media/expired'] as const;
