import { useState } from 'react';
import { refusalOf, type LinkRefusal } from '../lib/private-link';

/**
 * An action a guest's private link allows (withdraw, stop public display, erase): pending while it runs.
 * A failure of the network or the server stays on the page as `failed`, to be tried again; a refusal of
 * the link itself (expired, invalid, gone) is the page's to show, through `onRefused`.
 */
export function useLinkAction(action: () => Promise<void>, onRefused: (refusal: LinkRefusal) => void) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    setPending(true);
    setFailed(false);
    try {
      await action();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === 'generic') setFailed(true);
      else onRefused(refusal);
    } finally {
      setPending(false);
    }
  };
  return { run: () => void run(), pending, failed };
}
