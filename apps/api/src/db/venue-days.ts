import { sql, type SQL } from 'drizzle-orm';
import { lastDays, VENUE_TIME_ZONE } from '@venues/contracts/clock';

/*
 * The venues' clock in SQL: the one place where an instant becomes a day of Europe/Rome and a day becomes
 * the instants it starts and ends at. Every "today", "the last N days" and "that day" of a query is built
 * here, so that the summary, the QR studio, the report and the reviews list count the same days. The pure
 * rule (the zone, and what the last N days are) is the contracts' clock.ts.
 */

const instant = (at: SQL | Date) => (at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at);

/** An instant as the venue's wall clock reads it (a timestamp without time zone). */
export const venueLocal = (at: SQL | Date) => sql`(${instant(at)} at time zone ${VENUE_TIME_ZONE})`;

/** The venue's calendar date of an instant. */
export const venueDate = (at: SQL | Date) => sql`${venueLocal(at)}::date`;

/**
 * A wall-clock timestamp of the venue back to the instant it names. `local` is bracketed: AT TIME ZONE
 * binds tighter than + and -, so `week + interval '8 hours'` would otherwise shift the interval.
 */
export const venueInstant = (local: SQL) => sql`((${local}) at time zone ${VENUE_TIME_ZONE})`;

/** The first instant of a venue's day (a SQL date, or YYYY-MM-DD), moved by `plusDays` whole days. */
export const venueMidnight = (day: SQL | string, plusDays = 0) =>
  venueInstant(sql`(${typeof day === 'string' ? sql`${day}::date` : day} + ${plusDays}::int)::timestamp`);

/** The instants of the venue's day that holds `at`: its first and the first of the next day. */
export function dayOf(at: Date) {
  const today = venueDate(at);
  return { from: venueMidnight(today), to: venueMidnight(today, 1) };
}

/**
 * The last `days` days at `now`, today included, as instants: `from` and `to` bound the period
 * (from ≤ t < to), `previousFrom` starts the period of the same length before it, and `today` is the
 * venue's date at `now`. `days` holds the same days as YYYY-MM-DD: the contracts' clock counts them, so a
 * statement that names them many times carries dates rather than the same conversion of `now` each time.
 */
export function lastDaysBounds(days: number, now: Date) {
  const period = lastDays(days, now);
  return {
    today: sql`${period.to}::date`,
    from: venueMidnight(period.from),
    previousFrom: venueMidnight(period.previous.from),
    to: venueMidnight(period.to, 1),
    days: period,
  };
}
export type DayBounds = ReturnType<typeof lastDaysBounds>;
