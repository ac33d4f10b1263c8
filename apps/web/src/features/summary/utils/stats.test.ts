import { camelize } from '@venues/contracts/wire';
import { describe, expect, it } from 'vitest';
import { makeStats } from '@/testing/dashboard-fixtures';
import { hasNoStats } from './stats';

describe('fresh venue', () => {
  it('has no stats with no reviews and no visits', () => {
    expect(hasNoStats(camelize(makeStats({ total_reviews: 0, visits_30d: 0 })))).toBe(true);
    expect(hasNoStats(camelize(makeStats({ total_reviews: 0, visits_30d: 1 })))).toBe(false);
    expect(hasNoStats(camelize(makeStats({ total_reviews: 1, visits_30d: 0 })))).toBe(false);
  });
});
