import { useEffect, useRef, type RefObject } from 'react';
import { LOAD_MORE_ROOT_MARGIN, LOAD_MORE_THRESHOLD, shouldLoadNextPage } from '../utils/load-more';

/**
 * Calls `loadMore` when the returned marker is fully in view or has been scrolled past. The observer is
 * renewed whenever the page count changes, so a marker still in view or above it after a short page asks
 * again.
 */
export function useLoadMore({
  hasNextPage,
  isFetchingNextPage,
  pageCount,
  loadMore,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  pageCount: number;
  loadMore: () => void;
}): RefObject<HTMLDivElement | null> {
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasNextPage, isFetchingNextPage, loadMore });

  useEffect(() => {
    latest.current = { hasNextPage, isFetchingNextPage, loadMore };
  });

  useEffect(() => {
    const element = marker.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry && shouldLoadNextPage(entry, latest.current)) latest.current.loadMore();
      },
      { threshold: LOAD_MORE_THRESHOLD, rootMargin: LOAD_MORE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, pageCount]);

  return marker;
}
