import { REPORT_TIME_ZONE } from '@venues/contracts/report';
import { numberLocale } from '@/lib/format';

/** 'YYYY-MM-DD' as the UTC midnight of that day, so formatting in UTC shows the same calendar day. */
function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The year of `now` in the venues' time zone, against which dates drop their year. */
export function currentReportYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: REPORT_TIME_ZONE }).format(now));
}

/** '2 Mar' / '2 mar', with the year when it is not `thisYear`: '2 Mar 2025' / '2 mar 2025'. */
export function formatDay(day: string, language: string | undefined, thisYear: number): string {
  const date = dayDate(day);
  return new Intl.DateTimeFormat(numberLocale(language), {
    day: 'numeric',
    month: 'short',
    ...(date.getUTCFullYear() === thisYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}

/** Italian elides the article before a day said with a vowel: "dell'8 mar", "dell'11 mar", "dell'1 mar". */
export function elidesInItalian(day: string): boolean {
  return [1, 8, 11].includes(dayDate(day).getUTCDate());
}

/** '+12%', '-8%', '0%'. */
export function formatChange(change: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  }).format(change / 100);
}

/** A 0–1 share as a percentage: '23%', '7,5%'. */
export function formatShare(share: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );
}

/** A 1–5 rating with one decimal: '4.3' / '4,3'. */
export function formatRating(rating: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
