import { sql } from 'drizzle-orm';
import type { CustomerStatus, Reviewer, Stats } from '@venues/contracts/dashboard';
import { RECENT_DAYS } from '@venues/contracts/clock';
import { rowsOf, type Db } from '../../../db/client';
import { lastDaysBounds } from '../../../db/venue-days';
import { visibleReviewSql } from '../reviews/review-visibility';

// pg answers bigint and numeric as strings, PGlite as numbers: both become numbers here.
const num = (value: unknown) => Number(value ?? 0);

/**
 * The summary of the last 30 days (calendar days on the venue's clock, today included: the report's
 * 30-day period), aggregated in SQL. A customer is new when their first visit to the venue falls in the
 * window, returning when they had visited before it.
 */
export function createStatsRepository(db: Db) {
  return {
    async stats(placeId: string, now = new Date()): Promise<Stats> {
      const since = lastDaysBounds(RECENT_DAYS, now).from;
      const result = await db.execute(sql`
        with recent as (
          select reviewer_id, estimated_spend_cents from visits
          where place_id = ${placeId} and visited_at >= ${since}
        ), customers as (
          select v.reviewer_id, min(v.visited_at) as first_visit
          from visits v
          where v.place_id = ${placeId} and v.reviewer_id in (select reviewer_id from recent)
          group by v.reviewer_id
        )
        select
          (select count(*) from reviews where place_id = ${placeId} and ${visibleReviewSql()}) as total_reviews,
          (select count(*) from reviews
            where place_id = ${placeId} and ${visibleReviewSql()} and created_at >= ${since}) as reviews_30d,
          (select coalesce(sum(estimated_spend_cents), 0) from recent) as estimated_value_30d,
          (select count(*) from recent) as visits_30d,
          (select count(*) from customers where first_visit >= ${since}) as new_customers_30d,
          (select count(*) from customers where first_visit < ${since}) as returning_customers_30d
      `);
      const row = rowsOf(result)[0] ?? {};
      return {
        total_reviews: num(row.total_reviews),
        reviews_30d: num(row.reviews_30d),
        estimated_value_30d: num(row.estimated_value_30d),
        visits_30d: num(row.visits_30d),
        new_customers_30d: num(row.new_customers_30d),
        returning_customers_30d: num(row.returning_customers_30d),
      };
    },

    /** The customers who visited in the window, most recent first, with their status. */
    async reviewers(
      placeId: string,
      options: { status?: CustomerStatus; limit: number },
      now = new Date(),
    ): Promise<Reviewer[]> {
      const since = lastDaysBounds(RECENT_DAYS, now).from;
      const statusFilter =
        options.status === 'new'
          ? sql`and min(v.visited_at) >= ${since}`
          : options.status === 'returning'
            ? sql`and min(v.visited_at) < ${since}`
            : sql``;
      const result = await db.execute(sql`
        select r.id, r.display_name, r.photo_url,
          count(*) filter (where v.visited_at >= ${since}) as visits_30d,
          max(v.visited_at) as last_visit_at,
          min(v.visited_at) >= ${since} as is_new
        from visits v
        join reviewers r on r.id = v.reviewer_id
        where v.place_id = ${placeId}
        group by r.id
        having max(v.visited_at) >= ${since} ${statusFilter}
        order by max(v.visited_at) desc, r.id
        limit ${options.limit}
      `);
      return rowsOf(result).map((row) => ({
        id: String(row.id),
        display_name: typeof row.display_name === 'string' ? row.display_name : '',
        photo_url: typeof row.photo_url === 'string' ? row.photo_url : null,
        status: row.is_new === true || row.is_new === 't' ? 'new' : 'returning',
        visits_30d: num(row.visits_30d),
        last_visit_at: new Date(row.last_visit_at as string | Date).toISOString(),
      }));
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
