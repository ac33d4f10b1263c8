import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api-error';

/** What a guest's page knows of the record its URL names (a table code, a mission). */
export type RecordState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'error' };

/**
 * The record named by `code`, loaded once; `initial`, when the page came with it, saves the request.
 * `update` changes a loaded record in place, when the server says it changed since the page loaded.
 */
export function usePageRecord<T>(code: string, load: (code: string) => Promise<T>, initial?: RecordState<T>) {
  const [state, setState] = useState<RecordState<T>>(initial ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const known = initial !== undefined && initial.status !== 'loading';

  useEffect(() => {
    if (known && attempt === 0) return;
    let current = true;
    load(code).then(
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
  }, [code, load, attempt, known]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) =>
      previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous,
    );
  }, []);
  return { state, retry, update };
}
