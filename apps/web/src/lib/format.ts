/** Number formatting for the UI language, shared by every screen that shows figures. */

export function numberLocale(language: string | undefined): string {
  return language?.startsWith('it') ? 'it-IT' : 'en-GB';
}

/*
 * CLDR leaves four-digit Italian numbers ungrouped ('4985'); Italian owners write and read '4.985', so the
 * separator is always on.
 */
const grouping = { useGrouping: 'always' } as const;

/** Cents of euro as euros, formatted for the UI language: '4.985,00 €' (it) or '€4,985.00' (en). */
export function formatEuros(
  cents: number,
  language: string | undefined,
  { wholeEuros = false }: { wholeEuros?: boolean } = {},
): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency: 'EUR',
    ...grouping,
    ...(wholeEuros ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(cents / 100);
}

export function formatCount(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language), grouping).format(value);
}
