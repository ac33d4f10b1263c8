import { describe, expect, it } from 'vitest';
import {
  embedQuerySchema,
  formatPublicReviewsCursor,
  parsePublicReviewsCursor,
  publicAuthorName,
  publicReviewsQuerySchema,
} from './public-reviews';

describe('publicAuthorName', () => {
  it('keeps the first name and the initial of the last name, never more', () => {
    expect(publicAuthorName('Giulia Rossi')).toBe('Giulia R.');
    expect(publicAuthorName('  Anna   Maria   de Luca ')).toBe('Anna L.');
    expect(publicAuthorName('marco ómbra')).toBe('marco Ó.');
    expect(publicAuthorName('Marco')).toBe('Marco');
    expect(publicAuthorName('   ')).toBe('');
  });
});

describe('the public reviews cursor', () => {
  const cursor = {
    group: 1,
    at: '2026-11-26T09:40:33.123456Z',
    id: '0b6f2c1e-8d4a-4f3e-9a7b-1c2d3e4f5a6b',
  } as const;

  it('reads back what it wrote', () => {
    expect(parsePublicReviewsCursor(formatPublicReviewsCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'nonsense',
      '2_2026-11-26T09:40:33.123456Z_0b6f2c1e-8d4a-4f3e-9a7b-1c2d3e4f5a6b',
      '1_2026-11-26T09:40:33Z_0b6f2c1e-8d4a-4f3e-9a7b-1c2d3e4f5a6b',
      '1_2026-13-40T09:40:33.123456Z_0b6f2c1e-8d4a-4f3e-9a7b-1c2d3e4f5a6b',
      '1_2026-02-30T09:40:33.123456Z_0b6f2c1e-8d4a-4f3e-9a7b-1c2d3e4f5a6b',
    ])
      expect(parsePublicReviewsCursor(bad), bad).toBeUndefined();
    expect(publicReviewsQuerySchema.safeParse({ cursor: 'nonsense' }).success).toBe(false);
  });
});

describe('the embed options', () => {
  it('default to a carousel of 6 in light, in the visitor language', () => {
    expect(embedQuerySchema.parse({})).toEqual({
      layout: 'carousel',
      lang: 'auto',
      count: 6,
      theme: 'light',
    });
  });

  it('refuses a count out of 1 to 12', () => {
    expect(embedQuerySchema.safeParse({ count: '0' }).success).toBe(false);
    expect(embedQuerySchema.safeParse({ count: '13' }).success).toBe(false);
    expect(embedQuerySchema.parse({ count: '12' }).count).toBe(12);
  });
});
