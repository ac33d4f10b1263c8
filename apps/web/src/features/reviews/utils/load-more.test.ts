import { describe, expect, it } from 'vitest';
import { shouldLoadNextPage } from './load-more';

const ready = { hasNextPage: true, isFetchingNextPage: false };

describe('infinite scroll trigger', () => {
  it('loads when the marker is fully visible and another page exists', () => {
    expect(shouldLoadNextPage({ isIntersecting: true, intersectionRatio: 1 }, ready)).toBe(true);
  });

  it('waits while the marker is only partly visible', () => {
    expect(shouldLoadNextPage({ isIntersecting: true, intersectionRatio: 0.99 }, ready)).toBe(false);
    expect(shouldLoadNextPage({ isIntersecting: false, intersectionRatio: 0 }, ready)).toBe(false);
  });

  it('never loads past the last page or twice at once', () => {
    const visible = { isIntersecting: true, intersectionRatio: 1 };
    expect(shouldLoadNextPage(visible, { hasNextPage: false, isFetchingNextPage: false })).toBe(false);
    expect(shouldLoadNextPage(visible, { hasNextPage: true, isFetchingNextPage: true })).toBe(false);
  });
});
