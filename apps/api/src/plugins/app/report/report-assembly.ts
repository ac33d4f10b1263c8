import type { Report, ReportBucket, ReportPeriod } from '@venues/contracts/report';
import { bucketUnit } from './report-period';

/*
 * The report from the rows its statements answer (report-statements.ts): figures read as numbers, and the
 * series merged into every bucket of the period.
 */

export type Json = Record<string, unknown>;
// Inside json_build_object every number is a JSON number on both drivers; null stays null.
const int = (value: unknown) => Number(value ?? 0);
const decimal = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const pair = (row: Json, name: string) => ({
  current: int(row[`${name}_cur`]),
  previous: int(row[`${name}_prev`]),
});

/** The report from the rows of reportStatements, in the same order. */
export function assembleReport(period: ReportPeriod, rows: Json[]): Report {
  const [reviewRow = {}, visitRow = {}, scanRow = {}] = rows;
  const unit = bucketUnit(period);

  const scans = pair(scanRow, 'scans');
  const captured = pair(reviewRow, 'captured');
  const conversion = (reviews: number, opened: number) =>
    opened === 0 ? null : Math.min(1, reviews / opened);
  const subRatings = reviewRow.sub_ratings as Json;
  const reviewCount = pair(reviewRow, 'reviews');
  const replied = pair(reviewRow, 'replied');
  const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

  return {
    period,
    bucket: unit,
    from: String(scanRow.from_day),
    to: String(scanRow.to_day),
    previous: { from: String(scanRow.previous_from_day), to: String(scanRow.previous_to_day) },
    tiles: {
      reviews: reviewCount,
      average_rating: {
        current: decimal(reviewRow.rating_cur),
        previous: decimal(reviewRow.rating_prev),
      },
      estimated_value: pair(visitRow, 'value'),
      visits: pair(visitRow, 'visits'),
      new_customers: pair(visitRow, 'new'),
      returning_customers: pair(visitRow, 'returning'),
      scans,
      scan_conversion: {
        current: conversion(captured.current, scans.current),
        previous: conversion(captured.previous, scans.previous),
      },
    },
    series: mergeSeries(
      scanRow.buckets as string[],
      reviewRow.series as Json[],
      visitRow.series as Json[],
      visitRow.new_series as Json[],
    ),
    rating_distribution: (reviewRow.distribution as unknown[]).map((count, index) => ({
      rating: index + 1,
      count: int(count),
    })),
    sub_ratings: {
      food: decimal(subRatings.food),
      price: decimal(subRatings.price),
      atmosphere: decimal(subRatings.atmosphere),
      service: decimal(subRatings.service),
    },
    replies: {
      rate: {
        current: share(replied.current, reviewCount.current),
        previous: share(replied.previous, reviewCount.previous),
      },
      median_seconds: {
        current: decimal(reviewRow.reply_median_cur),
        previous: decimal(reviewRow.reply_median_prev),
      },
    },
    missions: (visitRow.missions as Json[]).map((mission) => ({
      id: String(mission.id),
      title: String(mission.title),
      visits: int(mission.visits),
      estimated_value: int(mission.value),
      previous_visits: int(mission.previous_visits),
      previous_estimated_value: int(mission.previous_value),
    })),
  };
}

/** Every bucket of the period, with the reviews' and the visits' figures where they have any. */
function mergeSeries(starts: string[], reviews: Json[], visits: Json[], newVisits: Json[]): ReportBucket[] {
  const byStart = (rows: Json[]) => new Map(rows.map((row) => [String(row.start), row]));
  const reviewBuckets = byStart(reviews);
  const visitBuckets = byStart(visits);
  const newBuckets = byStart(newVisits);
  return starts.map((start) => {
    const r = reviewBuckets.get(start) ?? {};
    const v = visitBuckets.get(start) ?? {};
    const visitCount = int(v.visits);
    const firstVisits = int(newBuckets.get(start)?.new_visits);
    return {
      start,
      reviews: int(r.reviews),
      average_rating: decimal(r.average_rating),
      visits: visitCount,
      new_visits: firstVisits,
      returning_visits: visitCount - firstVisits,
      estimated_value: int(v.estimated_value),
    };
  });
}
