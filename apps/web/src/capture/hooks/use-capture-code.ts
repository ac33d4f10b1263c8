import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api-error';
import { getCaptureCode, type CaptureCode } from '../api/get-capture-code';

export type CodeState =
  | { status: 'loading' }
  | { status: 'ready'; data: CaptureCode }
  | { status: 'not-found' }
  | { status: 'error' };

/** The code's state; `initial`, when the page came with it, saves the request. */
export function useCaptureCode(code: string, initial?: CodeState) {
  const [state, setState] = useState<CodeState>(initial ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const known = initial !== undefined && initial.status !== 'loading';

  useEffect(() => {
    if (known && attempt === 0) return;
    let current = true;
    getCaptureCode(code).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        // A malformed code (a link cut short by a chat app) does not exist either: the API refuses its
        // shape with a 400, and the guest must not be told to check a connection that works.
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
  /** The code was revoked while the guest was filling the form (409 capture/code-revoked). */
  const markRevoked = useCallback(() => {
    setState((previous) =>
      previous.status === 'ready'
        ? { status: 'ready', data: { ...previous.data, status: 'revoked' } }
        : previous,
    );
  }, []);
  return { state, retry, markRevoked };
}
