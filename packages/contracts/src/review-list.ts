/*
 * How the reviews list is paged, ordered and shown, apart from its schemas: the dashboard asks for a
 * returning owner's first page, and for its first poster, before the schemas' code has loaded.
 */

export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_TAKE_MAX = 50;

export const REVIEW_SORTS = ['newest', 'oldest', 'lowest', 'highest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';

/**
 * The small poster's width in px: a review card's poster is 128 CSS px wide on a phone, so twice that. Its
 * height follows the video's frame (9:16 for a phone held upright).
 */
export const POSTER_SMALL_WIDTH = 256;
