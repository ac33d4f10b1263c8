import { venueClock, venueOffsetMinutes } from '@venues/contracts/clock';

/*
 * A mission's dates are the venue's wall clock (the contracts' clock) whatever the owner's device says:
 * the form shows and takes 'YYYY-MM-DDTHH:MM' on that clock, and the API gets an ISO string with the
 * clock's offset of that day.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The venue's wall time as an ISO string with its offset: '2026-06-01T18:30' → '2026-06-01T18:30:00+02:00'.
 * A time that the spring change skips takes the offset after it. Empty for anything else than a wall time.
 */
export function romeWallToIso(wall: string): string {
  const match = WALL.exec(wall);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = venueOffsetMinutes(new Date(asUtc));
  const offset = venueOffsetMinutes(new Date(asUtc - first * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${wall}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** A moment as the venue's wall time, the value of a datetime-local field: '2026-06-01T18:30'. */
export function isoToRomeWall(iso: string | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { date: day, time } = venueClock(date);
  return `${day}T${time}`;
}
