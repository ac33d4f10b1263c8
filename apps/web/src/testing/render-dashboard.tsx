import type { CustomerResponse } from '@venues/contracts/billing';
import type { Claim } from '@venues/contracts/claims';
import { act } from '@testing-library/react';
import { currentPlaceIdOf, type Venue } from '@/lib/current-venue';
import { useSessionStore } from '@/stores/session-store';
import { makeUser, venuesOfClaims } from './fixtures';
import { renderApp } from './render-app';

/**
 * renderApp for a signed-in user who chose the venue `current` (a place id; left out, the app showed the
 * first venue) on an earlier visit: the stored id is the one the current-venue rule picks. The venues are
 * those of the approved claims, owned, unless `venues` says otherwise.
 */
export function renderDashboard(
  path: string,
  {
    claims,
    venues,
    customer,
    current,
    retry,
  }: {
    claims: Claim[];
    venues?: Venue[];
    customer?: CustomerResponse | null;
    current?: string;
    retry?: { count: number; delay: number };
  },
) {
  const shown = venues ?? venuesOfClaims(claims, customer);
  const result = renderApp(path, {
    user: makeUser(),
    claims,
    venues: shown,
    customer,
    ...(retry ? { retry } : {}),
  });
  act(() => {
    useSessionStore.setState({ currentPlaceId: currentPlaceIdOf(shown, current ?? null) });
  });
  return result;
}
