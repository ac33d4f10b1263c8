import { camelize } from '@venues/contracts/wire';
import type { CustomerResponse } from '@venues/contracts/billing';
import type { Claim } from '@venues/contracts/claims';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { getClaimsQueryOptions } from '@/lib/claims-queries';
import { getCustomerQueryOptions } from '@/features/billing/api/get-customer';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { makeUser } from './fixtures';

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
  { user, claims, localMode = true, customer = defaultCustomer, retry }: RenderAppOptions,
) {
  useSessionStore.setState({ user, currentClaimId: null });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry?.count ?? false,
        retryDelay: retry?.delay ?? 0,
        staleTime: Infinity,
        gcTime: Infinity,
      },
    },
  });
  if (claims) queryClient.setQueryData(getClaimsQueryOptions((user ?? makeUser()).uid).queryKey, claims);
  // The dashboard also needs a billing customer; route tests start with one so they never fetch it.
  if (claims && customer)
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
