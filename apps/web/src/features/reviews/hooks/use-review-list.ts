import { useSearchParams } from 'react-router';
import { readReviewList, writeReviewList, type ReviewListState } from '../utils/review-list-url';

/**
 * The grid's filters and sort live in the URL, so that Back and Forward step through them and a copied
 * link opens the same list. Each change is a new history entry.
 */
export function useReviewList(): [ReviewListState, (next: ReviewListState) => void] {
  const [params, setParams] = useSearchParams();
  const state = readReviewList(params);
  const setState = (next: ReviewListState) => setParams((current) => writeReviewList(current, next));
  return [state, setState];
}
