/**
 * The marker at the top of the next page's place must be fully in view or above it (threshold 1, with the
 * viewport stretched upwards by LOAD_MORE_ROOT_MARGIN), and another page must exist and not be loading.
 */
export function shouldLoadNextPage(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>,
  state: { hasNextPage: boolean; isFetchingNextPage: boolean },
): boolean {
  return (
    entry.isIntersecting && entry.intersectionRatio >= 1 && state.hasNextPage && !state.isFetchingNextPage
  );
}

export const LOAD_MORE_THRESHOLD = 1;

/**
 * The viewport as the marker's observer sees it, stretched far upwards: a fling that carries the marker from
 * below the screen to above it in one frame, never showing it, still asks for the next page.
 */
export const LOAD_MORE_ROOT_MARGIN = '1000000px 0px 0px 0px';
