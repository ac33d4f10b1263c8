/*
 * The venues' clock: the one time zone in which every venue's days, weeks and opening hours are counted,
 * and the periods counted in it. Pure and free of the schema library, so that any bundle may import it.
 * The API turns these days into instants in SQL with db/venue-days.ts.
 */

import { dateTimeFormat } from './intl';

export const VENUE_TIME_ZONE = 'Europe/Rome';

/**
 * "The last 30 days" of the summary, the QR studio and the report: 30 calendar days on the venue's clock,
 * today included. The report's other periods (7, 90, 365) are counted the same way.
 */
export const RECENT_DAYS = 30;

// Built on first use, not on import: a time zone's formatter is dear to build, and most pages never ask.
const WALL_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: VENUE_TIME_ZONE,
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const OFFSET_FORMAT: Intl.DateTimeFormatOptions = { timeZone: VENUE_TIME_ZONE, timeZoneName: 'longOffset' };
const wallFormat = () => dateTimeFormat('en-GB', WALL_FORMAT);
const offsetFormat = () => dateTimeFormat('en-GB', OFFSET_FORMAT);
const WEEKDAY_NUMBER: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export type VenueClock = {
  /** ISO weekday: 1 is Monday, 7 is Sunday. */
  weekday: number;
  /** Minutes since the day's midnight. */
  minutes: number;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM. */
  time: string;
};

/** The venue's wall clock at a moment. */
export function venueClock(at: Date): VenueClock {
  const parts = Object.fromEntries(
    wallFormat()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: WEEKDAY_NUMBER[parts.weekday ?? 'Mon'] ?? 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The venue clock's offset from UTC at a moment, in minutes: 60 in winter, 120 in summer. */
export function venueOffsetMinutes(at: Date): number {
  const name =
    offsetFormat()
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date moved by whole days: addDays('2026-03-01', -1) is '2026-02-28'. */
export function addDays(date: string, days: number): string {
  const match = DAY.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  const moved = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return moved.toISOString().slice(0, 10);
}

/** A period of whole days, first and last included, YYYY-MM-DD on the venue's clock. */
export type DayRange = { from: string; to: string };

/** The last `days` days at `now`, today included, and the period of the same length just before it. */
export function lastDays(days: number, now: Date = new Date()): DayRange & { previous: DayRange } {
  const today = venueClock(now).date;
  return {
    from: addDays(today, 1 - days),
    to: today,
    previous: { from: addDays(today, 1 - 2 * days), to: addDays(today, -days) },
  };
}
