import type { CustomerResponse } from '@venues/contracts/billing';
import type { Claim } from '@venues/contracts/claims';
import { act } from '@testing-library/react';
import { currentClaimIdOf } from '@/lib/current-claim';
import { useSessionStore } from '@/stores/session-store';
import { makeUser } from './fixtures';
import { renderApp } from './render-app';

/**
 * renderApp for a signed-in owner who chose `current` (or, left out, whom the app showed the first approved
 * claim) on an earlier visit: the stored id is the one the current-claim rule picks.
 */
export function renderDashboard(
  path: string,
  {
    claims,
    customer,
    current,
    retry,
  }: {
    claims: Claim[];
    customer?: CustomerResponse | null;
    current?: string;
    retry?: { count: number; delay: number };
  },
) {
  const result = renderApp(path, { user: makeUser(), claims, customer, ...(retry ? { retry } : {}) });
  act(() => {
    useSessionStore.setState({ currentClaimId: currentClaimIdOf(claims, current ?? null) });
  });
  return result;
}
