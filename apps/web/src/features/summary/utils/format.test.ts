import { describe, expect, it } from 'vitest';
import { makeStats } from '@/testing/dashboard-fixtures';
import { formatEuros, hasNoStats } from './format';

describe('euro formatting', () => {
  it('turns cents into euros the Italian way', () => {
    expect(formatEuros(123456, 'it')).toBe('1234,56\u00a0€');
    expect(formatEuros(1234567, 'it')).toBe('12.345,67\u00a0€');
  });

  it('turns cents into euros the British way for English', () => {
    expect(formatEuros(123456, 'en')).toBe('€1,234.56');
    expect(formatEuros(0, 'en')).toBe('€0.00');
  });
});

describe('fresh venue', () => {
  it('has no stats with no reviews and no visits', () => {
    expect(hasNoStats(makeStats({ total_reviews: 0, visits_30d: 0 }))).toBe(true);
    expect(hasNoStats(makeStats({ total_reviews: 0, visits_30d: 1 }))).toBe(false);
    expect(hasNoStats(makeStats({ total_reviews: 1, visits_30d: 0 }))).toBe(false);
  });
});
