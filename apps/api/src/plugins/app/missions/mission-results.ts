import { sql } from 'drizzle-orm';
import type { MissionResults } from '@venues/contracts/missions';
import { rowsOf, type Db } from '../../../db/client';
import { venueLocal } from '../../../db/venue-days';

const toInt = (value: unknown) => Number(value ?? 0);
type Json = Record<string, unknown>;

/**
 * One mission's results: who took part, who redeemed, new and returning customers, the estimated value,
 * and the redemptions by day and by hour. A redemption's visit is a new customer's when the guest had no
 * earlier visit to the venue, by any path; days and hours are Rome's.
 */
export async function missionResults(db: Db, missionId: string): Promise<MissionResults> {
  const result = await db.execute(sql`
    with passes as (
      select p.reviewer_id, p.redeemed_at, v.estimated_spend_cents, v.visited_at, v.place_id
      from mission_passes p
      left join visits v on v.id = p.visit_id
      where p.mission_id = ${missionId}
    ), redeemed as (
      select r.*, exists (
          select 1 from visits e
          where e.place_id = r.place_id and e.reviewer_id = r.reviewer_id and e.visited_at < r.visited_at
        ) as came_before,
        ${venueLocal(sql`r.redeemed_at`)} as local_at
      from passes r
      where r.redeemed_at is not null and r.visited_at is not null
    )
    select
      (select count(distinct reviewer_id) from passes) as participants,
      (select count(*) from redeemed) as redeemed,
      (select count(*) from redeemed where not came_before) as new_customers,
      (select count(*) from redeemed where came_before) as returning_customers,
      (select coalesce(sum(estimated_spend_cents), 0) from redeemed) as value,
      (select coalesce(json_agg(d order by d.date), '[]') from (
        select to_char(local_at, 'YYYY-MM-DD') as date, count(*) as redeemed from redeemed group by 1
      ) d) as by_day,
      (select coalesce(json_agg(h order by h.hour), '[]') from (
        select extract(hour from local_at)::int as hour, count(*) as redeemed from redeemed group by 1
      ) h) as by_hour
  `);
  const row = rowsOf(result)[0] ?? {};
  const participants = toInt(row.participants);
  const redeemed = toInt(row.redeemed);
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Json[];
  return {
    participants,
    redeemed,
    conversion: participants === 0 ? 0 : redeemed / participants,
    new_customers: toInt(row.new_customers),
    returning_customers: toInt(row.returning_customers),
    estimated_value_cents: toInt(row.value),
    by_day: parse(row.by_day).map((day) => ({ date: String(day.date), redeemed: toInt(day.redeemed) })),
    by_hour: parse(row.by_hour).map((hour) => ({
      hour: toInt(hour.hour),
      redeemed: toInt(hour.redeemed),
    })),
  };
}
