import type { Stats } from '@venues/contracts/dashboard';

function locale(language: string | undefined): string {
  return language?.startsWith('it') ? 'it-IT' : 'en-GB';
}

/** Cents of euro as euros, formatted for the UI language (it-IT or en-GB). */
export function formatEuros(cents: number, language: string | undefined): string {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function formatCount(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

/** A freshly claimed venue: nothing to show yet, so the summary shows its welcome state instead. */
export function hasNoStats(stats: Stats): boolean {
  return stats.total_reviews === 0 && stats.visits_30d === 0;
}
