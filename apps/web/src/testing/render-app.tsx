import { camelize } from '@venues/contracts/wire';
import type { CustomerResponse } from '@venues/contracts/billing';
import type { Claim } from '@venues/contracts/claims';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { getClaimsQueryOptions } from '@/lib/claims-queries';
import { createQueryClient } from '@/lib/query-client';
import type { Venue } from '@/lib/current-venue';
import { saveSessionVenues } from '@/lib/saved-session';
import { getVenuesQueryOptions, seedSavedVenues } from '@/lib/venues-queries';
import { getCustomerQueryOptions } from '@/features/billing/api/get-customer';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { makeUser, venuesOfClaims } from './fixtures';

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="current location">{location.pathname + location.search}</output>;
}

type RenderAppOptions = {
  /** undefined: Firebase has not answered yet; null: signed out. */
  user: SessionUser | null | undefined;
  /**
   * Claims the API would return, cached for `user` (or for makeUser(), who signs in during the test).
   * Left out, the claims query stays unanswered.
   */
  claims?: Claim[];
  /**
   * The venues the API would return, cached like the claims; left out with claims, those of the approved
   * claims, owned. Left out with neither, the venues query stays unanswered.
   */
  venues?: Venue[];
  /** The venues saved by an earlier visit, cached as the app's first screen caches them. */
  savedVenues?: Venue[];
  localMode?: boolean;
  /** The billing customer cached with the claims (default: one without subscriptions); null: not cached. */
  customer?: CustomerResponse | null;
  /** Failed queries retry this many times, `retryDelay` ms apart (default: no retries). */
  retry?: { count: number; delay: number };
};

const defaultCustomer: CustomerResponse = {
  success: true,
  customer: { id: 'cus_test', email: 'owner@demo.test', name: 'Owner', subscriptions: [] },
};

/** Renders the real route table at `path`, with the session already in the state the test describes. */
export function renderApp(
  path: string,
  {
    user,
    claims,
    venues,
    savedVenues,
    localMode = true,
    customer = defaultCustomer,
    retry,
  }: RenderAppOptions,
) {
  useSessionStore.setState({ user, currentPlaceId: null });
  const queryClient = createQueryClient({
    queries: {
      retry: retry?.count ?? false,
      retryDelay: retry?.delay ?? 0,
      staleTime: Infinity,
      gcTime: Infinity,
    },
  });
  const uid = (user ?? makeUser()).uid;
  if (claims) queryClient.setQueryData(getClaimsQueryOptions(uid).queryKey, claims);
  // Venues saved by an earlier visit stand instead of a fresh answer: the app asks for the list itself.
  const cachedVenues = savedVenues
    ? undefined
    : (venues ?? (claims ? venuesOfClaims(claims, customer) : undefined));
  if (cachedVenues) queryClient.setQueryData(getVenuesQueryOptions(uid).queryKey, cachedVenues);
  if (savedVenues) {
    saveSessionVenues(uid, savedVenues);
    seedSavedVenues(queryClient);
  }
  // The dashboard also needs a billing customer; route tests start with one so they never fetch it.
  if ((claims || venues) && customer)
    queryClient.setQueryData(
      getCustomerQueryOptions((user ?? makeUser()).uid, null).queryKey,
      camelize(customer),
    );
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes localMode={localMode} />
        <CurrentLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
