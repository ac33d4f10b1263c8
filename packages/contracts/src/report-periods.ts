/**
 * The report's periods, in days of the venue's clock, today included (clock.ts). Every figure is compared
 * with the period of the same length before it; the reviews' filters count their periods the same way.
 * Free of the schema library, so that the reviews page does not build the report's schemas to know them.
 */
export const REPORT_PERIODS = [7, 30, 90, 365] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;
/** Up to this many days the charts have a point per day; beyond, a point per week (from Monday). */
export const DAILY_BUCKETS_MAX_DAYS = 30;

export function isReportPeriod(value: unknown): value is ReportPeriod {
  return REPORT_PERIODS.includes(value as ReportPeriod);
}
