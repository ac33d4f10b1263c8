/**
 * The one formatter per kind (money, counts, dates, date-times, sizes) for the UI language. Every screen
 * formats through these, so a figure or a date reads the same on every page.
 */

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
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency: 'EUR',
    ...grouping,
    ...euroFractions[digits](cents),
  }).format(cents / 100);
}

export function formatCount(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language), grouping).format(value);
}

/** A file size in megabytes, one decimal at most: '12.5 MB' / '12,5 MB'. */
export function formatMegabytes(bytes: number, language: string | undefined): string {
  return `${new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 1 }).format(bytes / 1e6)} MB`;
}

export type DateFormatOptions = {
  /** The moment whose year a date may leave out; now by default. */
  now?: Date;
  /** Where the date and the current year are read; the browser's own zone by default. */
  timeZone?: string;
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function yearOf(date: Date, timeZone: string | undefined): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(date));
}

function formatMoment(
  value: string | Date,
  language: string | undefined,
  fields: Intl.DateTimeFormatOptions,
  { now = new Date(), timeZone }: DateFormatOptions,
): string {
  // A calendar day ('2026-03-02') is no moment: it is read at UTC midnight and shown as that same day.
  const isDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = isDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const zone = isDay ? 'UTC' : timeZone;
  const year = yearOf(date, zone) === yearOf(now, timeZone) ? {} : { year: 'numeric' as const };
  return new Intl.DateTimeFormat(numberLocale(language), { ...fields, ...year, timeZone: zone }).format(date);
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
