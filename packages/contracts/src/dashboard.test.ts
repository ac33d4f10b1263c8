import { describe, expect, it } from 'vitest';
import { reviewsQuerySchema } from './dashboard';

describe('review paging', () => {
  it('defaults to the first page of 10 and caps take at 50', () => {
    expect(reviewsQuerySchema.parse({})).toEqual({ skip: 0, take: 10 });
    expect(reviewsQuerySchema.safeParse({ take: '51' }).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ skip: '-1' }).success).toBe(false);
  });
});
