import type { MissionStatus } from '@venues/contracts/missions-rules';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api-error';
import { getMission, type PublicMission } from '../api/get-mission';

export type MissionState =
  | { status: 'loading' }
  | { status: 'ready'; data: PublicMission }
  | { status: 'not-found' }
  | { status: 'error' };

/** The mission's state; `initial`, when the page came with it, saves the request. */
export function useMission(code: string, initial?: MissionState) {
  const [state, setState] = useState<MissionState>(initial ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const known = initial !== undefined && initial.status !== 'loading';

  useEffect(() => {
    if (known && attempt === 0) return;
    let current = true;
    getMission(code).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        // A malformed code (a link cut short) is refused for its shape with a 400: that mission does not
        // exist either, and the connection is not to blame.
        const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
        setState({ status: missing ? 'not-found' : 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [code, attempt, known]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  /** The server refused a pass because the mission changed since the page loaded (paused, full, over). */
  const markStatus = useCallback((status: MissionStatus) => {
    setState((previous) =>
      previous.status === 'ready'
        ? { status: 'ready', data: { ...previous.data, status, openNow: false } }
        : previous,
    );
  }, []);
  return { state, retry, markStatus };
}
