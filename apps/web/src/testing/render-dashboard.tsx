import type { CustomerResponse } from '@venues/contracts/billing';
import type { Claim } from '@venues/contracts/claims';
import { act } from '@testing-library/react';
import { useSessionStore } from '@/stores/session-store';
import { makeUser } from './fixtures';
import { renderApp } from './render-app';

/** renderApp for a signed-in owner, with the current restaurant chosen the way the claims sync does it. */
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
    useSessionStore.getState().setClaims(claims);
    if (current) useSessionStore.getState().selectClaim(current);
  });
  return result;
}
