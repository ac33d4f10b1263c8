import { useCallback, useEffect, useState } from 'react';
import { clearPending, loadPending, type PendingReview } from '../lib/pending-store';

/** The review of this code left half-sent on this device, if any (undefined while IndexedDB answers). */
export function usePendingReview(code: string) {
  const [pending, setPending] = useState<PendingReview | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void loadPending(code).then((found) => current && setPending(found));
    return () => {
      current = false;
    };
  }, [code]);

  const discard = useCallback(async () => {
    setPending(null);
    await clearPending(code);
  }, [code]);

  /** Resumed: the upload itself clears the stored copy when it completes. */
  const forget = useCallback(() => setPending(null), []);

  return { pending, discard, forget };
}
