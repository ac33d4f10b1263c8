import { z } from 'zod';
import { numberFormat } from './intl';
import { DEFAULT_REPORT_PERIOD, isReportPeriod, REPORT_PERIODS } from './report-periods';
import type { Camelized } from './wire';

export {
  DAILY_BUCKETS_MAX_DAYS,
  DEFAULT_REPORT_PERIOD,
  isReportPeriod,
  REPORT_PERIODS,
  type ReportPeriod,
} from './report-periods';

export const reportPeriodSchema = z.coerce
  .number()
  .int()
  .refine(isReportPeriod, `oneOf:${REPORT_PERIODS.join(',')}`)
  .default(DEFAULT_REPORT_PERIOD);

export const reportQuerySchema = z.object({ period: reportPeriodSchema });
export const reportPdfQuerySchema = reportQuerySchema.extend({ lang: z.enum(['it', 'en']).optional() });

/** A figure of the period and of the period before it. */
const comparison = <T extends z.ZodType>(value: T) => z.object({ current: value, previous: value });
const count = comparison(z.number().int());
const ratio = comparison(z.number().nullable());

export const reportTilesSchema = z.object({
  reviews: count,
  /** 1–5, null without a rated review. */
  average_rating: ratio,
  /** Euro cents. */
  estimated_value: count,
  visits: count,
  /** Customers whose first visit to the venue falls in the period. */
  new_customers: count,
  /** Customers who visited in the period and had visited before it. */
  returning_customers: count,
  /** Openings of the venue's capture pages. */
  scans: count,
  /** Published reviews from the capture pages over scans, 0–1; null without scans. */
  scan_conversion: ratio,
});
export type ReportTiles = z.infer<typeof reportTilesSchema>;
export type ReportTileName = keyof ReportTiles;
/** The order the tiles are shown in: the page, the PDF and the mails. */
export const REPORT_TILE_ORDER = Object.keys(reportTilesSchema.shape) as ReportTileName[];

export const reportBucketSchema = z.object({
  /** The bucket's first day, YYYY-MM-DD. */
  start: z.string(),
  reviews: z.number().int(),
  average_rating: z.number().nullable(),
  visits: z.number().int(),
  /** Visits that were the customer's first at the venue. */
  new_visits: z.number().int(),
  returning_visits: z.number().int(),
  /** Euro cents. */
  estimated_value: z.number().int(),
});
export type ReportBucket = z.infer<typeof reportBucketSchema>;

export const SUB_RATINGS = ['food', 'price', 'atmosphere', 'service'] as const;
export type SubRating = (typeof SUB_RATINGS)[number];

export const reportSchema = z.object({
  period: z.number().int(),
  bucket: z.enum(['day', 'week']),
  /** First and last day of the period (inclusive), YYYY-MM-DD on the venue's clock. */
  from: z.string(),
  to: z.string(),
  previous: z.object({ from: z.string(), to: z.string() }),
  tiles: reportTilesSchema,
  /** Every bucket of the period, oldest first, empty ones included. */
  series: z.array(reportBucketSchema),
  /** Reviews of the period per overall rating, 1 to 5. */
  rating_distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  /** Averages of the period; null where no review rated it. */
  sub_ratings: z.object({
    food: z.number().nullable(),
    price: z.number().nullable(),
    atmosphere: z.number().nullable(),
    service: z.number().nullable(),
  }),
  /**
   * The venue's replies to the period's reviews, against the previous period. A reply counts whether or
   * not staff hid it: the venue answered.
   */
  replies: z.object({
    /** The period's reviews that have a reply, over the period's reviews, 0–1; null without a review. */
    rate: ratio,
    /** The median time from a review to its reply, in seconds, over the replied reviews; null without one. */
    median_seconds: ratio,
  }),
  /**
   * Visits and their estimated value (cents) brought by each mission that brought any in the period or
   * the previous one, most visits first, with the previous period's figures beside them.
   */
  missions: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      visits: z.number().int(),
      estimated_value: z.number().int(),
      previous_visits: z.number().int(),
      previous_estimated_value: z.number().int(),
    }),
  ),
});
export type Report = z.infer<typeof reportSchema>;
export const reportResponseSchema = z.object({ data: reportSchema });

/** True when the period has nothing to chart: no review, visit or scan. Takes the wire or the client shape. */
export function isReportEmpty(report: Pick<Report, 'tiles'> | Pick<Camelized<Report>, 'tiles'>): boolean {
  const { reviews, visits, scans } = report.tiles;
  return reviews.current === 0 && visits.current === 0 && scans.current === 0;
}

/**
 * The signed change from the previous period, in percent, rounded; null when there is nothing to compare
 * (no figure, or a previous figure of zero).
 */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

/** The reply figures in the order they are shown; a shorter time to reply is the better one. */
export const REPLY_FIGURES = ['rate', 'median_seconds'] as const;
export type ReplyFigure = (typeof REPLY_FIGURES)[number];
export const LOWER_IS_BETTER: ReadonlySet<ReplyFigure> = new Set(['median_seconds']);

const HOUR = 3600;

/**
 * A time to reply as people say it: minutes under an hour, hours under two days, then days, with at most
 * one decimal ("45 minutes", "2.5 hours", "3 days"), in the reader's language.
 */
export function formatReplyTime(seconds: number, language: string): string {
  const [value, unit] =
    seconds < HOUR
      ? [Math.max(1, Math.round(seconds / 60)), 'minute']
      : seconds < 48 * HOUR
        ? [seconds / HOUR, 'hour']
        : [seconds / (24 * HOUR), 'day'];
  return numberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}

/** The exports: CSV on every plan, the PDF report on pro. */
export const reportExportKindSchema = z.enum(['reviews', 'visits']);
export type ReportExportKind = z.infer<typeof reportExportKindSchema>;
export const reportErrorCodes = ['billing/plan-required'] as const;
