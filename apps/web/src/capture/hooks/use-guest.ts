import { useCallback, useRef, useState } from 'react';
import { getEligibility } from '../api/get-eligibility';
import { guestToken, signInGuest } from '../lib/guest-auth';
import { preloadUploader } from '../lib/upload';

export type GuestState =
  { status: 'idle' | 'checking' | 'ready' | 'error' } | { status: 'limited'; nextAllowedAt: string | null };

/**
 * The anonymous sign-in and the one-review-a-day check. They start when the guest starts the video step,
 * alongside the camera permission prompt, so both are done by the time the form is sent.
 */
export function useGuest(code: string) {
  const [state, setState] = useState<GuestState>({ status: 'idle' });
  const running = useRef(false);

  const check = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'checking' });
    preloadUploader();
    try {
      const session = await signInGuest();
      const eligibility = await getEligibility(code, await session.getToken());
      setState(
        eligibility.canReview
          ? { status: 'ready' }
          : { status: 'limited', nextAllowedAt: eligibility.nextAllowedAt },
      );
    } catch {
      setState({ status: 'error' });
    } finally {
      running.current = false;
    }
  }, [code]);

  /** Starts the check once; again only after it failed. */
  const start = useCallback(() => {
    if (state.status === 'idle' || state.status === 'error') void check();
  }, [check, state.status]);

  /** The server refused the review (409 capture/daily-limit): ask again for when the guest may come back. */
  const refuse = useCallback(async () => {
    let nextAllowedAt: string | null = null;
    try {
      nextAllowedAt = (await getEligibility(code, await guestToken())).nextAllowedAt;
    } catch {
      // the refusal stands without a date
    }
    setState({ status: 'limited', nextAllowedAt });
  }, [code]);

  return { state, start, refuse };
}
