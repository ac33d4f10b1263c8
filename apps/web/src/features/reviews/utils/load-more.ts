/** The marker below the list must be fully visible (threshold 1), and another page must exist and not be loading. */
export function shouldLoadNextPage(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>,
  state: { hasNextPage: boolean; isFetchingNextPage: boolean },
): boolean {
  return (
    entry.isIntersecting && entry.intersectionRatio >= 1 && state.hasNextPage && !state.isFetchingNextPage
  );
}

export const LOAD_MORE_THRESHOLD = 1;
