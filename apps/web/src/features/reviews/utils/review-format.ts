import type { Review } from '../api/get-reviews';

type Rating = Review['rating'];

export const RATING_SCALE = 5;

export type SubRatingKey = Exclude<keyof Rating, 'overall' | 'price'>;
export type SubRating = { key: SubRatingKey; value: number };

const SKIPPED = new Set<keyof Rating>(['overall', 'price']);

/** The sub-ratings table skips overall and price, and any rating that is empty. */
export function subRatingsOf(rating: Rating): SubRating[] {
  return (Object.keys(rating) as (keyof Rating)[]).flatMap((key) => {
    const value = rating[key];
    if (SKIPPED.has(key) || value === null || value === undefined) return [];
    return [{ key: key as SubRatingKey, value }];
  });
}

/** The overall stars, 0 when missing. */
export function overallStars(rating: Rating): number {
  return rating.overall ?? 0;
}
