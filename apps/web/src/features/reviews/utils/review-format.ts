import type { Rating } from '@venues/contracts/dashboard';

export const RATING_SCALE = 5;

export type SubRatingKey = Exclude<keyof Rating, 'overall' | 'price'>;
export type SubRating = { key: SubRatingKey; value: number };

const SKIPPED = new Set<keyof Rating>(['overall', 'price']);

/** Section 2: the sub-ratings table skips overall and price, and any rating that is empty. */
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

/** 2-digit day, month, hour and minute, on a 24-hour clock, in the UI language. */
export function formatReviewDate(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language?.startsWith('it') ? 'it-IT' : 'en-GB', {
    day: '2-digit',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
