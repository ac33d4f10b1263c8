import type { Stats } from '@venues/contracts/dashboard';

/** A freshly claimed venue: nothing to show yet, so the summary shows its welcome state instead. */
export function hasNoStats(stats: Stats): boolean {
  return stats.total_reviews === 0 && stats.visits_30d === 0;
}
