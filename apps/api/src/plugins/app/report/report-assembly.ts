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
  const [days = {}, counted = {}] = rows;
  const unit = bucketUnit(period);

  const scans = pair(days, 'scans');
  const captured = pair(days, 'captured');
  const conversion = (reviews: number, opened: number) =>
    opened === 0 ? null : Math.min(1, reviews / opened);
  const subRatings = days.sub_ratings as Json;
  const reviewCount = pair(days, 'reviews');
  const replied = pair(counted, 'replied');
  const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
  // A customer whose first visit fell in a period came in it; every other customer who came is returning.
  const newCustomers = pair(days, 'first_visits');
  const customers = pair(counted, 'customers');

  return {
    period,
    bucket: unit,
    from: String(days.from_day),
    to: String(days.to_day),
    previous: { from: String(days.previous_from_day), to: String(days.previous_to_day) },
    tiles: {
      reviews: reviewCount,
      average_rating: {
        current: decimal(days.rating_cur),
        previous: decimal(days.rating_prev),
      },
      estimated_value: pair(days, 'value'),
      visits: pair(days, 'visits'),
      new_customers: newCustomers,
      returning_customers: {
        current: customers.current - newCustomers.current,
        previous: customers.previous - newCustomers.previous,
      },
      scans,
      scan_conversion: {
        current: conversion(captured.current, scans.current),
        previous: conversion(captured.previous, scans.previous),
      },
    },
    series: mergeSeries(days.buckets as string[], days.series as Json[]),
    rating_distribution: (days.distribution as unknown[]).map((count, index) => ({
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
        current: decimal(counted.reply_median_cur),
        previous: decimal(counted.reply_median_prev),
      },
    },
    missions: (days.missions as Json[]).map((mission) => ({
      id: String(mission.id),
      title: String(mission.title),
      visits: int(mission.visits),
      estimated_value: int(mission.value),
      previous_visits: int(mission.previous_visits),
      previous_estimated_value: int(mission.previous_value),
    })),
  };
}

/** Every bucket of the period, with its figures where it has any. */
function mergeSeries(starts: string[], series: Json[]): ReportBucket[] {
  const buckets = new Map(series.map((row) => [String(row.start), row]));
  return starts.map((start) => {
    const bucket = buckets.get(start) ?? {};
    const visitCount = int(bucket.visits);
    const firstVisits = int(bucket.new_visits);
    return {
      start,
      reviews: int(bucket.reviews),
      average_rating: decimal(bucket.average_rating),
      visits: visitCount,
      new_visits: firstVisits,
      returning_visits: visitCount - firstVisits,
      estimated_value: int(bucket.estimated_value),
    };
  });
}
