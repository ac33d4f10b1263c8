/**
 * The one formatter per kind (money, counts, ratings, shares, changes, dates, date-times, sizes) for a
 * language. The web's screens, the PDF report and the mails all format through these, so a figure or a
 * date reads the same wherever the owner meets it.
 */

import { dateTimeFormat, numberFormat } from './intl';

/** What stands where there is no figure (no rating yet, no previous period to compare with). */
export const NO_FIGURE = '—';

export function numberLocale(language: string | undefined): string {
  return language?.startsWith('it') ? 'it-IT' : 'en-GB';
}

/*
 * CLDR leaves four-digit Italian numbers ungrouped ('4985'); Italian owners write and read '4.985', so the
 * separator is always on.
 */
const grouping = { useGrouping: 'always' } as const;

/**
 * How many decimals an amount shows: 'cents' always ('29,00 €'), 'whole' rounds to the euro ('4.986 €'),
 * 'auto' drops '.00' from whole amounts only ('29 €', '12,50 €'), as plan prices read.
 */
export type EuroDigits = 'cents' | 'whole' | 'auto';

const euroFractions: Record<EuroDigits, (cents: number) => Intl.NumberFormatOptions> = {
  cents: () => ({}),
  whole: () => ({ minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  auto: (cents) => (cents % 100 === 0 ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
};

/** Cents of euro as euros in the UI language: '4.985,00 €' (it) or '€4,985.00' (en). */
export function formatEuros(
  cents: number,
  language: string | undefined,
  { digits = 'cents' }: { digits?: EuroDigits } = {},
): string {
  return numberFormat(numberLocale(language), {
    style: 'currency',
    currency: 'EUR',
    ...grouping,
    ...euroFractions[digits](cents),
  }).format(cents / 100);
}

export function formatCount(value: number, language: string | undefined): string {
  return numberFormat(numberLocale(language), grouping).format(value);
}

/** A file size in megabytes, one decimal at most: '12.5 MB' / '12,5 MB'. */
export function formatMegabytes(bytes: number, language: string | undefined): string {
  return `${numberFormat(numberLocale(language), { maximumFractionDigits: 1 }).format(bytes / 1e6)} MB`;
}

/** A size limit in whole megabytes, rounded down so that it never promises more than it allows: '250 MB'. */
export function formatSizeLimit(bytes: number, language: string | undefined): string {
  return `${numberFormat(numberLocale(language), { maximumFractionDigits: 0 }).format(Math.max(1, Math.floor(bytes / 1e6)))} MB`;
}

export type DateFormatOptions = {
  /** The moment whose year a date may leave out; now by default. */
  now?: Date;
  /** 'always' writes the year even in the current one, as a document that is kept does. */
  year?: 'auto' | 'always';
  /** Where the date and the current year are read; the browser's own zone by default. */
  timeZone?: string;
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function yearOf(date: Date, timeZone: string | undefined): number {
  return Number(dateTimeFormat('en', { year: 'numeric', timeZone }).format(date));
}

function formatMoment(
  value: string | Date,
  language: string | undefined,
  fields: Intl.DateTimeFormatOptions,
  { now = new Date(), timeZone, year: showYear = 'auto' }: DateFormatOptions,
): string {
  // A calendar day ('2026-03-02') is no moment: it is read at UTC midnight and shown as that same day.
  const isDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = isDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const zone = isDay ? 'UTC' : timeZone;
  const sameYear = showYear === 'auto' && yearOf(date, zone) === yearOf(now, timeZone);
  const year = sameYear ? {} : { year: 'numeric' as const };
  return dateTimeFormat(numberLocale(language), { ...fields, ...year, timeZone: zone }).format(date);
}

/** A date: '2 Mar' / '2 mar', with the year when it is not the current one: '7 Jan 2027' / '7 gen 2027'. */
export function formatDate(
  value: string | Date,
  language: string | undefined,
  options: DateFormatOptions = {},
): string {
  return formatMoment(value, language, { day: 'numeric', month: 'short' }, options);
}

/**
 * A date and time on a 24-hour clock: '22 Nov, 23:34' / '22 nov, 23:34', with the year when it is not the
 * current one: '22 Nov 2025, 23:34'.
 */
export function formatDateTime(
  value: string | Date,
  language: string | undefined,
  options: DateFormatOptions = {},
): string {
  return formatMoment(
    value,
    language,
    { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    options,
  );
}

/** A change in percent, signed: '+12%', '-8%', '0%'. */
export function formatChange(change: number, language: string | undefined): string {
  return numberFormat(numberLocale(language), {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  }).format(change / 100);
}

/** A 0–1 share as a percentage, one decimal at most: '23%', '7,5%'. */
export function formatShare(share: number, language: string | undefined): string {
  return numberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A 1–5 rating with one decimal: '4.3' / '4,3'. */
export function formatRating(rating: number, language: string | undefined): string {
  return numberFormat(numberLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}

const UNIT_MS = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
export type DurationUnit = keyof typeof UNIT_MS;

/**
 * A length of time in words, counted in `unit`: '10 minutes', '24 ore', '3 giorni'. A text states a limit
 * that the code enforces through this, from the constant that enforces it.
 */
export function formatDuration(ms: number, unit: DurationUnit, language: string | undefined): string {
  return numberFormat(numberLocale(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(ms / UNIT_MS[unit]);
}
