import { z } from 'zod';
import { reviewSchema } from './dashboard';
import { REPORT_PERIODS, type ReportPeriod } from './report-periods';
import { validationMessage } from './validation-messages';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, REVIEWS_PAGE_SIZE, REVIEWS_TAKE_MAX } from './review-list';

/*
 * What the reviews grid can narrow down and how it orders what is left. The same names are the query of
 * GET /api/places/{id}/reviews and the query of the grid's URL, so a shared link opens the same list.
 */

/** The same periods as the report's, counted the same way: the last N days of the venue, today included. */
export const REVIEW_PERIODS = REPORT_PERIODS;
export type ReviewPeriod = ReportPeriod;

export const REVIEW_VISIBILITIES = ['public', 'private'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];
export const REVIEW_REPLY_STATES = ['with', 'without'] as const;
export type ReviewReplyState = (typeof REVIEW_REPLY_STATES)[number];

/** The filter names, in the order the grid writes them into its URL. */
export const REVIEW_FILTER_KEYS = [
  'rating_min',
  'rating_max',
  'period',
  'from',
  'to',
  'code',
  'visibility',
  'reply',
] as const;
export type ReviewFilterKey = (typeof REVIEW_FILTER_KEYS)[number];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, YYYY-MM-DD, that exists (no 31 February). */
export const reviewDaySchema = z
  .string()
  .regex(DAY_PATTERN, 'badDate')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'badDate');

const rating = z.coerce
  .number()
  .int(validationMessage('rating'))
  .min(1, validationMessage('min', 1))
  .max(5, validationMessage('max', 5));

/** One schema per filter, so that the grid can keep the valid ones of a hand-edited URL. */
export const reviewFilterFieldSchemas = {
  /** 1–5, on the overall rating; a review without an overall rating never matches a rating filter. */
  rating_min: rating,
  rating_max: rating,
  period: z.coerce
    .number()
    .int()
    .refine(
      (value) => (REVIEW_PERIODS as readonly number[]).includes(value),
      `oneOf:${REVIEW_PERIODS.join(',')}`,
    )
    .transform((value) => value as ReviewPeriod),
  /** First and last day, both included, in the venues' time zone. */
  from: reviewDaySchema,
  to: reviewDaySchema,
  /** The id of one of the venue's review codes: the table the guest scanned. */
  code: z.uuid(),
  /** public: the guest consented to public display; private: they did not. */
  visibility: z.enum(REVIEW_VISIBILITIES),
  /** with or without a reply of the venue, hidden by staff or not. */
  reply: z.enum(REVIEW_REPLY_STATES),
} as const;

export type ReviewFilters = { [K in ReviewFilterKey]?: z.output<(typeof reviewFilterFieldSchemas)[K]> };

/** The checks between filters: a range that ends before it starts, a period given with dates. */
function checkRanges(filters: ReviewFilters, ctx: z.RefinementCtx) {
  if (
    filters.rating_min !== undefined &&
    filters.rating_max !== undefined &&
    filters.rating_max < filters.rating_min
  ) {
    ctx.addIssue({ code: 'custom', path: ['rating_max'], message: validationMessage('endBeforeStart') });
  }
  if (filters.from !== undefined && filters.to !== undefined && filters.to < filters.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: validationMessage('endBeforeStart') });
  }
  if (filters.period !== undefined && (filters.from !== undefined || filters.to !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['period'], message: 'periodWithDates' });
  }
}

/** The opaque position after the last review of a page; only the API reads it. */
export const REVIEW_CURSOR_MAX = 400;
export const reviewCursorSchema = z
  .string()
  .max(REVIEW_CURSOR_MAX)
  .regex(/^[A-Za-z0-9_-]+$/, 'badCursor');

/** GET /api/places/{id}/reviews: the filters, the sort, and the page after `cursor`. */
export const reviewsListQuerySchema = z
  .object({
    rating_min: reviewFilterFieldSchemas.rating_min.optional(),
    rating_max: reviewFilterFieldSchemas.rating_max.optional(),
    period: reviewFilterFieldSchemas.period.optional(),
    from: reviewFilterFieldSchemas.from.optional(),
    to: reviewFilterFieldSchemas.to.optional(),
    code: reviewFilterFieldSchemas.code.optional(),
    visibility: reviewFilterFieldSchemas.visibility.optional(),
    reply: reviewFilterFieldSchemas.reply.optional(),
    sort: z.enum(REVIEW_SORTS).default(DEFAULT_REVIEW_SORT),
    cursor: reviewCursorSchema.optional(),
    take: z.coerce.number().int().min(1).max(REVIEWS_TAKE_MAX).default(REVIEWS_PAGE_SIZE),
    /**
     * Offset paging of older clients: only skip=0, the first page, is accepted; the API answers any other
     * skip with a 400 that points to `cursor`.
     */
    skip: z.string().max(20).optional(),
  })
  .superRefine(checkRanges);
export type ReviewsListQuery = z.output<typeof reviewsListQuerySchema>;

export const reviewsPageResponseSchema = z.object({
  data: z.array(reviewSchema),
  /** Where the next page starts, after a full page (the next may then be empty); null after a short one. */
  next_cursor: z.string().nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageResponseSchema>;
