import { useCallback, useEffect, useState } from 'react';
import type { ApiRequestError } from '@/lib/api-error';
import { unsubscribe, type Unsubscribed } from '../api/unsubscribe';

export type UnsubscribeState =
  | { status: 'pending' }
  | { status: 'done'; result: Unsubscribed }
  | { status: 'invalid' }
  /** `retrying` while a new attempt is on its way: the page keeps the error and shows Retry as pending. */
  | { status: 'failed'; retrying: boolean };

/*
 * One request per token for the life of the page: StrictMode runs the effect twice, and both runs share the
 * same promise. A failed request is forgotten, so Retry sends a new one.
 */
const requests = new Map<string, Promise<Unsubscribed>>();

function unsubscribeOnce(token: string): Promise<Unsubscribed> {
  let request = requests.get(token);
  if (!request) {
    request = unsubscribe(token);
    requests.set(token, request);
    request.catch(() => requests.delete(token));
  }
  return request;
}

// The link itself is wrong (bad token, 400/403/404...): retrying cannot help. Network, 429 and 5xx can.
function isBadLink(error: ApiRequestError): boolean {
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** Posts the mail's one-click unsubscribe token once, on arrival; `retry` after a failure that may pass. */
export function useUnsubscribe(token: string | null) {
  const [state, setState] = useState<UnsubscribeState>(token ? { status: 'pending' } : { status: 'invalid' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    unsubscribeOnce(token).then(
      (result) => current && setState({ status: 'done', result }),
      (error: ApiRequestError) =>
        current && setState(isBadLink(error) ? { status: 'invalid' } : { status: 'failed', retrying: false }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'failed', retrying: true });
    setAttempt((value) => value + 1);
  }, []);

  return { state, retry };
}
