import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ReportPeriod } from '@venues/contracts/report';
import { venueDays } from '../../../db/schema';
import { lastDaysBounds } from '../../../db/venue-days';
import { visibleReviewSql } from '../reviews/review-visibility';
import { bucketUnit } from './report-period';

/**
 * The report's two aggregate statements; nothing is summed in JavaScript. Each answers one row of JSON
 * columns, in this order:
 * 1. the daily rollup (venue_days, venue_mission_days): every figure that is a sum over days, so a year is
 *    730 rows whatever the venue's traffic. The days are summed once, per period and bucket (a year is then
 *    about 106 rows), and the period's totals and its series are read from those sums;
 * 2. what no daily sum can give: the reply times' median and how many distinct customers came in each
 *    period, from the replies and the visits themselves. Each period's customers are counted on their own:
 *    the current one walks the (place, reviewer, time) index once, already in customer order, and the
 *    previous one reads only its own visits.
 * A period is always whole days of the venues' clock, so both read exactly the same days.
 */
// Every counter the rollup keeps, summed under its own name: all of venue_days' columns but its key.
const SUMS = Object.values(getTableColumns(venueDays))
  .map((column) => column.name)
  .filter((name) => name !== 'place_id' && name !== 'day')
  .map((name) => `sum(${name}) as ${name}`)
  .join(', ');

export function reportStatements(placeId: string, period: ReportPeriod, now: Date): SQL[] {
  const { today, from, previousFrom, to, days } = lastDaysBounds(period, now);
  const unit = bucketUnit(period);
  const fromDay = sql`${days.from}::date`;
  const previousFromDay = sql`${days.previous.from}::date`;
  const day = (value: ReturnType<typeof sql>) => sql`to_char(${value}, 'YYYY-MM-DD')`;
  const average = (total: string, count: string, filter = 'cur') =>
    sql.raw(
      `round(sum(${total}) filter (where ${filter})::numeric / nullif(sum(${count}) filter (where ${filter}), 0), 2)`,
    );
  // How many distinct customers came from `start` (included) to `end` (excluded).
  const customers = (start: SQL, end: SQL) =>
    sql`(select count(*) from (select distinct reviewer_id from visits
      where place_id = ${placeId} and visited_at >= ${start} and visited_at < ${end}) c)`;
  const pair = (column: string) =>
    sql.raw(
      `sum(${column}) filter (where cur) as ${column}_cur, sum(${column}) filter (where not cur) as ${column}_prev`,
    );

  return [
    sql`
      with g as (
        select day >= ${fromDay} as cur, date_trunc(${unit}, day)::date as start,
          ${sql.raw(SUMS)}
        from venue_days
        where place_id = ${placeId} and day >= ${previousFromDay} and day <= ${today}
        group by 1, 2
      ), buckets as (
        select start, reviews, round(rating_sum::numeric / nullif(rated, 0), 2) as average_rating,
          visits, spend_cents as estimated_value, first_visits as new_visits
        from g where cur
      ), by_mission as (
        select m.id, m.title,
          coalesce(sum(md.visits) filter (where md.day >= ${fromDay}), 0) as visits,
          coalesce(sum(md.spend_cents) filter (where md.day >= ${fromDay}), 0) as value,
          coalesce(sum(md.visits) filter (where md.day < ${fromDay}), 0) as previous_visits,
          coalesce(sum(md.spend_cents) filter (where md.day < ${fromDay}), 0) as previous_value
        from venue_mission_days md join missions m on m.id = md.mission_id
        where md.place_id = ${placeId} and md.day >= ${previousFromDay} and md.day <= ${today}
        group by m.id, m.title
        having sum(md.visits) <> 0
      )
      select
        ${pair('reviews')}, ${pair('captured')}, ${pair('visits')}, ${pair('scans')},
        ${pair('first_visits')},
        sum(spend_cents) filter (where cur) as value_cur, sum(spend_cents) filter (where not cur) as value_prev,
        ${average('rating_sum', 'rated')} as rating_cur,
        ${average('rating_sum', 'rated', 'not cur')} as rating_prev,
        json_build_array(
          sum(stars_1) filter (where cur), sum(stars_2) filter (where cur), sum(stars_3) filter (where cur),
          sum(stars_4) filter (where cur), sum(stars_5) filter (where cur)
        ) as distribution,
        json_build_object(
          'food', ${average('food_sum', 'food_rated')},
          'price', ${average('price_sum', 'price_rated')},
          'atmosphere', ${average('atmosphere_sum', 'atmosphere_rated')},
          'service', ${average('service_sum', 'service_rated')}
        ) as sub_ratings,
        (select coalesce(json_agg(json_build_object('start', ${day(sql`start`)}, 'reviews', reviews,
            'average_rating', average_rating, 'visits', visits, 'estimated_value', estimated_value,
            'new_visits', new_visits)), '[]')
          from buckets) as series,
        (select coalesce(json_agg(json_build_object('id', id, 'title', title, 'visits', visits,
            'value', value, 'previous_visits', previous_visits, 'previous_value', previous_value)
            order by visits desc, previous_visits desc, title), '[]')
          from by_mission) as missions,
        ${day(fromDay)} as from_day,
        ${day(today)} as to_day,
        ${day(previousFromDay)} as previous_from_day,
        ${day(sql`${days.previous.to}::date`)} as previous_to_day,
        (select coalesce(json_agg(${day(sql`start`)} order by start), '[]')
          from generate_series(date_trunc(${unit}, ${fromDay}::timestamp),
            ${today}::timestamp, ${`1 ${unit}`}::interval) as start) as buckets
      from g
`,
    sql`
      with replied as (
        select extract(epoch from rp.created_at - r.created_at)::float8 as seconds, r.created_at >= ${from} as cur
        from review_replies rp join reviews r on r.id = rp.review_id
        where rp.place_id = ${placeId} and rp.created_at >= ${previousFrom}
          and r.place_id = ${placeId} and ${visibleReviewSql('r')}
          and r.created_at >= ${previousFrom} and r.created_at < ${to}
      )
      select
        (select count(*) filter (where cur) from replied) as replied_cur,
        (select count(*) filter (where not cur) from replied) as replied_prev,
        (select round(percentile_cont(0.5) within group (order by seconds) filter (where cur)) from replied)
          as reply_median_cur,
        (select round(percentile_cont(0.5) within group (order by seconds) filter (where not cur)) from replied)
          as reply_median_prev,
        ${customers(from, to)} as customers_cur,
        ${customers(previousFrom, from)} as customers_prev
`,
  ];
}
