import { describe, expect, it } from 'vitest';
import { hasReviewFilters, readReviewList, reviewListQuery, writeReviewList } from './review-list-url';

const read = (query: string) => readReviewList(new URLSearchParams(query));
const CODE = '5b0c1a52-7f0e-4d5e-9d83-3a4b7f1c2d10';

describe('the reviews grid in the URL', () => {
  it('reads no filter and the newest first from an empty query', () => {
    expect(read('')).toEqual({ filters: {}, sort: 'newest' });
    expect(hasReviewFilters(read('').filters)).toBe(false);
  });

  it('reads every filter and the sort', () => {
    expect(
      read(`rating_min=1&rating_max=2&period=30&code=${CODE}&visibility=private&reply=without&sort=lowest`),
    ).toEqual({
      filters: {
        rating_min: 1,
        rating_max: 2,
        period: 30,
        code: CODE,
        visibility: 'private',
        reply: 'without',
      },
      sort: 'lowest',
    });
    expect(read('from=2026-01-01&to=2026-01-31').filters).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('drops what a hand-edited link got wrong and keeps the rest', () => {
    expect(read('rating_min=0&rating_max=2&period=14&reply=maybe&sort=best&code=12')).toEqual({
      filters: { rating_max: 2 },
      sort: 'newest',
    });
    expect(read('rating_min=4&rating_max=2').filters).toEqual({ rating_min: 4 });
    expect(read('from=2026-03-02&to=2026-03-01').filters).toEqual({ from: '2026-03-02' });
    expect(read('period=30&from=2026-03-01').filters).toEqual({ from: '2026-03-01' });
    expect(read('from=2026-02-30').filters).toEqual({});
  });

  it('writes the state in place of the old one, and keeps an open review', () => {
    const written = writeReviewList(new URLSearchParams('rating_min=5&review=abc&sort=oldest'), {
      filters: { rating_max: 2, reply: 'without' },
      sort: 'newest',
    });
    expect(written.toString()).toBe('review=abc&rating_max=2&reply=without');
    const sorted = writeReviewList(new URLSearchParams(), { filters: {}, sort: 'highest' });
    expect(sorted.toString()).toBe('sort=highest');
  });

  it('reads back what it writes', () => {
    const state = {
      filters: {
        rating_min: 1,
        rating_max: 2,
        from: '2026-01-01',
        code: CODE,
        visibility: 'public' as const,
      },
      sort: 'lowest' as const,
    };
    expect(readReviewList(writeReviewList(new URLSearchParams(), state))).toEqual(state);
  });

  it('asks the API for the filters and the sort', () => {
    expect(reviewListQuery(read('rating_max=2&reply=without'))).toEqual({
      rating_max: 2,
      reply: 'without',
      sort: 'newest',
    });
  });
});
