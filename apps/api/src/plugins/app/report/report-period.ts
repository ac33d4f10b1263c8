import { sql } from 'drizzle-orm';
import { DAILY_BUCKETS_MAX_DAYS, type ReportPeriod } from '@venues/contracts/report';
import { rowsOf, type Db } from '../../../db/client';
import { lastDaysBounds } from '../../../db/venue-days';

/*
 * The report's period: the instants it spans and the unit of its buckets. Which days "the last N days" are
 * is the venues' clock (db/venue-days.ts).
 */

export const bucketUnit = (period: ReportPeriod) => (period <= DAILY_BUCKETS_MAX_DAYS ? 'day' : 'week');

/** The first instant of the period and the first instant after it. */
export async function periodInstants(
  db: Db,
  period: ReportPeriod,
  now = new Date(),
): Promise<{ from: Date; to: Date }> {
  const { from, to } = lastDaysBounds(period, now);
  const row = rowsOf(await db.execute(sql`select ${from} as from_at, ${to} as to_at`))[0] ?? {};
  return { from: new Date(row.from_at as string | Date), to: new Date(row.to_at as string | Date) };
}
