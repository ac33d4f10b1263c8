import { MISSION_TIME_ZONE } from '@venues/contracts/missions-rules';

/*
 * A mission's dates are Rome's wall clock whatever the owner's device says: the form shows and takes
 * 'YYYY-MM-DDTHH:MM' in Europe/Rome, and the API gets an ISO string with Rome's offset of that day.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: MISSION_TIME_ZONE,
  timeZoneName: 'longOffset',
});

const wallFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: MISSION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Rome's offset from UTC at a moment, in minutes: 60 in winter, 120 in summer. */
export function romeOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Rome's wall time as an ISO string with its offset: '2026-06-01T18:30' → '2026-06-01T18:30:00+02:00'.
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
  const first = romeOffsetMinutes(new Date(asUtc));
  const offset = romeOffsetMinutes(new Date(asUtc - first * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${wall}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** A moment as Rome's wall time, the value of a datetime-local field: '2026-06-01T18:30'. */
export function isoToRomeWall(iso: string | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(wallFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
