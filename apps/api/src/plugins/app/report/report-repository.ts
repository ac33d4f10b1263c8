import { sql, type SQL } from 'drizzle-orm';
import {
  DAILY_BUCKETS_MAX_DAYS,
  type Report,
  type ReportBucket,
  type ReportPeriod,
} from '@venues/contracts/report';
import { rowsOf, type Db } from '../../../db/client';
import { lastDaysBounds, venueLocal } from '../../../db/venue-days';
import { visibleReviewSql } from '../reviews/review-visibility';

export type Json = Record<string, unknown>;
// Inside json_build_object every number is a JSON number on both drivers; null stays null.
const int = (value: unknown) => Number(value ?? 0);
const decimal = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const pair = (row: Json, name: string) => ({
  current: int(row[`${name}_cur`]),
  previous: int(row[`${name}_prev`]),
});

/** The report of one venue over a period and the period before it. */
export function createReportRepository(db: Db) {
  return {
    /** The first instant of the period and the first instant after it. */
    async periodInstants(period: ReportPeriod, now = new Date()): Promise<{ from: Date; to: Date }> {
      const { from, to } = lastDaysBounds(period, now);
      const row = rowsOf(await db.execute(sql`select ${from} as from_at, ${to} as to_at`))[0] ?? {};
      return { from: new Date(row.from_at as string | Date), to: new Date(row.to_at as string | Date) };
    },

    async report(placeId: string, period: ReportPeriod, now = new Date()): Promise<Report> {
      const rows: Json[] = [];
      for (const statement of reportStatements(placeId, period, now))
        rows.push(rowsOf(await db.execute(statement))[0] ?? {});
      return assembleReport(period, rows);
    },
  };
}

/**
 * The report's three aggregate statements over the indexed tables (reviews, visits, scans); nothing is
 * summed in JavaScript. Each answers one row of JSON columns, in this order.
 */
export function reportStatements(placeId: string, period: ReportPeriod, now: Date): SQL[] {
  const { today, from, previousFrom, to } = lastDaysBounds(period, now);
  const unit = bucketUnit(period);
  const bucketOf = (column: SQL) => sql`date_trunc(${unit}, ${venueLocal(column)})::date`;
  const day = (value: ReturnType<typeof sql>) => sql`to_char(${value}, 'YYYY-MM-DD')`;

  return [
    sql`
      with r as (
        select created_at, code_id, rating_overall, rating_food, rating_price, rating_atmosphere,
          rating_service, created_at >= ${from} as cur,
          (select extract(epoch from rp.created_at - reviews.created_at)::float8 from review_replies rp
            where rp.review_id = reviews.id) as reply_seconds
        from reviews
        where place_id = ${placeId} and ${visibleReviewSql()}
          and created_at >= ${previousFrom} and created_at < ${to}
      ), buckets as (
        select ${bucketOf(sql.raw('created_at'))} as start, count(*) as reviews,
          round(avg(rating_overall), 2) as average_rating
        from r where cur group by 1
      )
      select
        count(*) filter (where cur) as reviews_cur,
        count(*) filter (where not cur) as reviews_prev,
        round(avg(rating_overall) filter (where cur), 2) as rating_cur,
        round(avg(rating_overall) filter (where not cur), 2) as rating_prev,
        count(*) filter (where cur and code_id is not null) as captured_cur,
        count(*) filter (where not cur and code_id is not null) as captured_prev,
        count(*) filter (where cur and reply_seconds is not null) as replied_cur,
        count(*) filter (where not cur and reply_seconds is not null) as replied_prev,
        round(percentile_cont(0.5) within group (order by reply_seconds) filter (where cur)) as reply_median_cur,
        round(percentile_cont(0.5) within group (order by reply_seconds) filter (where not cur)) as reply_median_prev,
        json_build_array(
          count(*) filter (where cur and rating_overall = 1), count(*) filter (where cur and rating_overall = 2),
          count(*) filter (where cur and rating_overall = 3), count(*) filter (where cur and rating_overall = 4),
          count(*) filter (where cur and rating_overall = 5)
        ) as distribution,
        json_build_object(
          'food', round(avg(rating_food) filter (where cur), 2),
          'price', round(avg(rating_price) filter (where cur), 2),
          'atmosphere', round(avg(rating_atmosphere) filter (where cur), 2),
          'service', round(avg(rating_service) filter (where cur), 2)
        ) as sub_ratings,
        (select coalesce(json_agg(json_build_object(
            'start', ${day(sql`start`)}, 'reviews', reviews, 'average_rating', average_rating)), '[]')
          from buckets) as series
      from r
`,
    sql`
      with v as (
        select visited_at, estimated_spend_cents, mission_id, visited_at >= ${from} as cur
        from visits where place_id = ${placeId} and visited_at >= ${previousFrom} and visited_at < ${to}
      ), customers as (
        -- One row per customer of the venue, in the order of the (place, reviewer, time) index.
        select min(visited_at) as first_visit,
          bool_or(visited_at >= ${from}) as came_cur,
          bool_or(visited_at >= ${previousFrom} and visited_at < ${from}) as came_prev
        from visits where place_id = ${placeId} and visited_at < ${to}
        group by reviewer_id
      ), buckets as (
        select ${bucketOf(sql.raw('visited_at'))} as start, count(*) as visits,
          coalesce(sum(estimated_spend_cents), 0) as estimated_value
        from v where cur group by 1
      ), new_buckets as (
        -- A customer's first visit is their visit as a new customer.
        select ${bucketOf(sql.raw('first_visit'))} as start, count(*) as new_visits
        from customers where first_visit >= ${from} group by 1
      ), by_mission as (
        select m.id, m.title,
          count(*) filter (where v.cur) as visits,
          coalesce(sum(v.estimated_spend_cents) filter (where v.cur), 0) as value,
          count(*) filter (where not v.cur) as previous_visits,
          coalesce(sum(v.estimated_spend_cents) filter (where not v.cur), 0) as previous_value
        from v join missions m on m.id = v.mission_id
        group by m.id, m.title
      ), totals as (
        select
          count(*) filter (where cur) as visits_cur,
          count(*) filter (where not cur) as visits_prev,
          coalesce(sum(estimated_spend_cents) filter (where cur), 0) as value_cur,
          coalesce(sum(estimated_spend_cents) filter (where not cur), 0) as value_prev
        from v
      ), people as (
        select
          count(*) filter (where first_visit >= ${from}) as new_cur,
          count(*) filter (where first_visit < ${from} and came_cur) as returning_cur,
          count(*) filter (where first_visit >= ${previousFrom} and first_visit < ${from}) as new_prev,
          count(*) filter (where first_visit < ${previousFrom} and came_prev) as returning_prev
        from customers
      )
      select totals.*, people.*,
        (select coalesce(json_agg(json_build_object('start', ${day(sql`start`)}, 'visits', visits,
            'estimated_value', estimated_value)), '[]')
          from buckets) as series,
        (select coalesce(json_agg(json_build_object('start', ${day(sql`start`)}, 'new_visits', new_visits)), '[]')
          from new_buckets) as new_series,
        (select coalesce(json_agg(json_build_object('id', id, 'title', title, 'visits', visits,
            'value', value, 'previous_visits', previous_visits, 'previous_value', previous_value)
            order by visits desc, previous_visits desc, title), '[]')
          from by_mission) as missions
      from totals, people
`,
    sql`
      select
        count(*) filter (where scanned_at >= ${from}) as scans_cur,
        count(*) filter (where scanned_at < ${from}) as scans_prev,
        ${day(venueLocal(from))} as from_day,
        ${day(today)} as to_day,
        ${day(venueLocal(previousFrom))} as previous_from_day,
        ${day(sql`${today} - ${period}::int`)} as previous_to_day,
        (select coalesce(json_agg(${day(sql`start`)} order by start), '[]')
          from generate_series(date_trunc(${unit}, ${venueLocal(from)}),
            ${today}::timestamp, ${`1 ${unit}`}::interval) as start) as buckets
      from code_scans
      where place_id = ${placeId} and scanned_at >= ${previousFrom} and scanned_at < ${to}
`,
  ];
}

const bucketUnit = (period: ReportPeriod) => (period <= DAILY_BUCKETS_MAX_DAYS ? 'day' : 'week');

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

export type ReportRepository = ReturnType<typeof createReportRepository>;

export type ReviewExportRow = {
  id: string;
  /** The exact timestamp, as PostgreSQL wrote it: a JavaScript Date would drop the microseconds. */
  cursorAt: string;
  createdAt: string;
  reviewer: string;
  overall: number | null;
  food: number | null;
  price: number | null;
  atmosphere: number | null;
  service: number | null;
  title: string;
  description: string;
  table: string | null;
  reported: boolean;
};

export type VisitExportRow = {
  id: string;
  cursorAt: string;
  visitedAt: string;
  customer: string;
  isNew: boolean;
  spendCents: number;
  mission: string | null;
};

/** A page of an export: oldest first, after the (time, id) of the previous page's last row. */
type Cursor = { at: string; id: string } | null;
const after = (column: string, cursor: Cursor) =>
  cursor ? sql`and (${sql.raw(column)}, id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
const nullableInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The rows of the CSV exports, read a page at a time by keyset, so an export of any length streams with
 * one page in memory and holds no transaction open.
 */
export function createReportExportsRepository(db: Db) {
  return {
    async reviewsPage(placeId: string, period: ReportPeriod, now: Date, cursor: Cursor, limit: number) {
      const { from, to } = lastDaysBounds(period, now);
      const result = await db.execute(sql`
        select r.id, r.created_at, r.created_at::text as cursor_at, rv.display_name, r.rating_overall, r.rating_food, r.rating_price,
          r.rating_atmosphere, r.rating_service, r.title, r.description, c.label,
          exists (select 1 from review_reports rr where rr.review_id = r.id and rr.resolved_at is null) as reported
        from (
          select * from reviews
          where place_id = ${placeId} and ${visibleReviewSql()} and created_at >= ${from} and created_at < ${to}
            ${after('created_at', cursor)}
          order by created_at, id
          limit ${limit}
        ) r
        join reviewers rv on rv.id = r.reviewer_id
        left join review_codes c on c.id = r.code_id
        order by r.created_at, r.id
      `);
      return rowsOf(result).map((row): ReviewExportRow => ({
        id: String(row.id),
        cursorAt: String(row.cursor_at),
        createdAt: new Date(row.created_at as string).toISOString(),
        reviewer: String(row.display_name),
        overall: nullableInt(row.rating_overall),
        food: nullableInt(row.rating_food),
        price: nullableInt(row.rating_price),
        atmosphere: nullableInt(row.rating_atmosphere),
        service: nullableInt(row.rating_service),
        title: String(row.title),
        description: String(row.description),
        table: typeof row.label === 'string' ? row.label : null,
        reported: row.reported === true || row.reported === 't',
      }));
    },

    async visitsPage(placeId: string, period: ReportPeriod, now: Date, cursor: Cursor, limit: number) {
      const { from, to } = lastDaysBounds(period, now);
      const result = await db.execute(sql`
        select v.id, v.visited_at, v.visited_at::text as cursor_at, rv.display_name, v.estimated_spend_cents, m.title as mission,
          not exists (
            select 1 from visits earlier
            where earlier.place_id = v.place_id and earlier.reviewer_id = v.reviewer_id
              and earlier.visited_at < v.visited_at
          ) as is_new
        from (
          select * from visits
          where place_id = ${placeId} and visited_at >= ${from} and visited_at < ${to}
            ${after('visited_at', cursor)}
          order by visited_at, id
          limit ${limit}
        ) v
        join reviewers rv on rv.id = v.reviewer_id
        left join missions m on m.id = v.mission_id
        order by v.visited_at, v.id
      `);
      return rowsOf(result).map((row): VisitExportRow => ({
        id: String(row.id),
        cursorAt: String(row.cursor_at),
        visitedAt: new Date(row.visited_at as string).toISOString(),
        customer: String(row.display_name),
        isNew: row.is_new === true || row.is_new === 't',
        spendCents: Number(row.estimated_spend_cents),
        mission: typeof row.mission === 'string' ? row.mission : null,
      }));
    },
  };
}

export type ReportExportsRepository = ReturnType<typeof createReportExportsRepository>;
