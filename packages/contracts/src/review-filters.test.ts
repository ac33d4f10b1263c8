import { describe, expect, it } from 'vitest';
import { reviewsListQuerySchema } from './review-filters';

const fields = (query: Record<string, string>) => {
  const result = reviewsListQuerySchema.safeParse(query);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the reviews list query', () => {
  it('defaults to the newest first, a page of 10, and caps take at 50', () => {
    expect(reviewsListQuerySchema.parse({})).toEqual({ sort: 'newest', take: 10 });
    expect(reviewsListQuerySchema.safeParse({ take: '51' }).success).toBe(false);
    expect(reviewsListQuerySchema.safeParse({ take: '0' }).success).toBe(false);
  });

  it('reads every filter from the query string', () => {
    expect(
      reviewsListQuerySchema.parse({
        rating_min: '1',
        rating_max: '2',
        from: '2026-01-01',
        to: '2026-01-31',
        code: '5b0c1a52-7f0e-4d5e-9d83-3a4b7f1c2d10',
        visibility: 'public',
        reply: 'without',
        sort: 'lowest',
      }),
    ).toEqual({
      rating_min: 1,
      rating_max: 2,
      from: '2026-01-01',
      to: '2026-01-31',
      code: '5b0c1a52-7f0e-4d5e-9d83-3a4b7f1c2d10',
      visibility: 'public',
      reply: 'without',
      sort: 'lowest',
      take: 10,
    });
  });

  it('names the field of each bad value', () => {
    expect(fields({ rating_min: '0' })).toEqual({ rating_min: 'min:1' });
    expect(fields({ rating_max: '6' })).toEqual({ rating_max: 'max:5' });
    expect(fields({ rating_min: '4', rating_max: '2' })).toEqual({ rating_max: 'endBeforeStart' });
    expect(fields({ period: '14' })).toEqual({ period: 'oneOf:7,30,90,365' });
    expect(fields({ period: '30', from: '2026-01-01' })).toEqual({ period: 'periodWithDates' });
    expect(fields({ from: '2026-02-31' })).toEqual({ from: 'badDate' });
    expect(fields({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: 'endBeforeStart' });
    expect(fields({ cursor: 'not/base64' })).toEqual({ cursor: 'badCursor' });
    expect(Object.keys(fields({ sort: 'best', visibility: 'all', reply: 'maybe', code: '12' }))).toEqual([
      'code',
      'visibility',
      'reply',
      'sort',
    ]);
  });
});
