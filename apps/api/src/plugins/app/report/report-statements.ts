import { sql, type SQL } from 'drizzle-orm';
import type { ReportPeriod } from '@venues/contracts/report';
import { lastDaysBounds, venueLocal } from '../../../db/venue-days';
import { visibleReviewSql } from '../reviews/review-visibility';
import { bucketUnit } from './report-period';

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
