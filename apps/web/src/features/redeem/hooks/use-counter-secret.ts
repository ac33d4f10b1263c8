import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storedCounterSecret, storeCounterSecret } from '../lib/counter-secret';

/**
 * The counter link's secret: from the address's fragment when the link is opened, which is then kept and
 * taken off the address (out of sight, and out of a shared screenshot); from storage after that.
 */
export function useCounterSecret(): string | null {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const fromLink = hash.length > 1 ? hash.slice(1) : null;

  useEffect(() => {
    if (!fromLink) return;
    storeCounterSecret(fromLink);
    void navigate({ pathname, search }, { replace: true });
  }, [fromLink, pathname, search, navigate]);

  return fromLink ?? storedCounterSecret();
}
