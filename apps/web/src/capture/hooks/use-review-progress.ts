import { useEffect, useState } from 'react';
import { getReviewProgress, type ReviewProgress } from '../api/get-review-progress';
import { guestToken } from '../lib/guest-auth';
import { statusView } from '../lib/review-status';

export const POLL_INTERVAL_MS = 2000;
type Progress = Pick<ReviewProgress, 'status' | 'failureReason'>;

/** Follows processing on the thank-you screen until the review is published or has failed. */
export function useReviewProgress(reviewId: string, initial?: Progress, intervalMs = POLL_INTERVAL_MS) {
  const [progress, setProgress] = useState<Progress>(
    initial ?? { status: 'processing', failureReason: null },
  );
  const view = statusView(progress.status, progress.failureReason);

  useEffect(() => {
    if (view.final) return;
    let current = true;
    let timer: number | undefined;
    const poll = async () => {
      try {
        const next = await getReviewProgress(reviewId, await guestToken());
        if (!current) return;
        setProgress(next);
        // a final answer stops here: the re-render that ends this effect may come after the next timer
        if (statusView(next.status, next.failureReason).final) return;
      } catch {
        // a dropped request: the next poll asks again
      }
      if (current) timer = window.setTimeout(() => void poll(), intervalMs);
    };
    timer = window.setTimeout(() => void poll(), intervalMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [reviewId, view.final, intervalMs]);

  return view;
}
