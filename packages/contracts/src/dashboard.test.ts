import { describe, expect, it } from 'vitest';
import { isMissionActive, reviewsQuerySchema } from './dashboard';

describe('mission status', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is active while the deadline is now or later', () => {
    expect(isMissionActive({ deadline: '2026-06-01T12:00:00Z' }, now)).toBe(true);
    expect(isMissionActive({ deadline: '2026-07-01T00:00:00Z' }, now)).toBe(true);
    expect(isMissionActive({ deadline: '2026-06-01T11:59:59Z' }, now)).toBe(false);
  });
});

describe('review paging', () => {
  it('defaults to the first page of 10 and caps take at 50', () => {
    expect(reviewsQuerySchema.parse({})).toEqual({ skip: 0, take: 10 });
    expect(reviewsQuerySchema.safeParse({ take: '51' }).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ skip: '-1' }).success).toBe(false);
  });
});
