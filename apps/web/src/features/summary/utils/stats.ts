import type { Stats } from '../api/get-stats';

/** A freshly claimed venue: nothing to show yet, so the summary shows its welcome state instead. */
export function hasNoStats(stats: Stats): boolean {
  return stats.totalReviews === 0 && stats.visits30d === 0;
}
