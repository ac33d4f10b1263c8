import {
  REVIEW_FILTER_KEYS,
  reviewFilterFieldSchemas,
  type ReviewFilterKey,
  type ReviewFilters,
} from '@venues/contracts/review-filters';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, type ReviewSort } from '@venues/contracts/review-list';

/** What the grid lists: its filters and its order, as the page's URL holds them. */
export type ReviewListState = { filters: ReviewFilters; sort: ReviewSort };

export const DEFAULT_REVIEW_LIST: ReviewListState = { filters: {}, sort: DEFAULT_REVIEW_SORT };

const isSort = (value: string | null): value is ReviewSort =>
  (REVIEW_SORTS as readonly (string | null)[]).includes(value);

function readFilter<K extends ReviewFilterKey>(key: K, raw: string | null): ReviewFilters[K] | undefined {
  if (raw === null || raw === '') return undefined;
  const parsed = reviewFilterFieldSchemas[key].safeParse(raw);
  return parsed.success ? (parsed.data as ReviewFilters[K]) : undefined;
}

/**
 * The grid's state from a URL's query. A hand-edited or stale link keeps what still makes sense: a bad
 * value is dropped, a range that ends before it starts loses its end, and dates win over a period.
 */
export function readReviewList(params: URLSearchParams): ReviewListState {
  const filters: ReviewFilters = {};
  for (const key of REVIEW_FILTER_KEYS) {
    const value = readFilter(key, params.get(key));
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  if (
    filters.rating_min !== undefined &&
    filters.rating_max !== undefined &&
    filters.rating_max < filters.rating_min
  )
    delete filters.rating_max;
  if (filters.from !== undefined && filters.to !== undefined && filters.to < filters.from) delete filters.to;
  if (filters.from !== undefined || filters.to !== undefined) delete filters.period;
  const sort = params.get('sort');
  return { filters, sort: isSort(sort) ? sort : DEFAULT_REVIEW_SORT };
}

/** The query with the grid's state in place of the one it had; other parameters (an open review) stay. */
export function writeReviewList(params: URLSearchParams, state: ReviewListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...REVIEW_FILTER_KEYS, 'sort']) next.delete(key);
  for (const key of REVIEW_FILTER_KEYS) {
    const value = state.filters[key];
    if (value !== undefined) next.set(key, String(value));
  }
  if (state.sort !== DEFAULT_REVIEW_SORT) next.set('sort', state.sort);
  return next;
}

export function hasReviewFilters(filters: ReviewFilters): boolean {
  return REVIEW_FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** The state as the list API's query, without the paging. */
export function reviewListQuery(state: ReviewListState): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of REVIEW_FILTER_KEYS) {
    const value = state.filters[key];
    if (value !== undefined) query[key] = value;
  }
  query.sort = state.sort;
  return query;
}
