import type { Claim } from '@venues/contracts/claims';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { makeClaim, makeUser, venuesOfClaims } from '@/testing/fixtures';
import { getClaimsQueryOptions } from '@/lib/claims-queries';
import { getVenuesQueryOptions } from '@/lib/venues-queries';
import { FROM_COMPLETE_PROFILE_STATE } from '../utils/thank-you-state';
import { ClaimsPage } from './claims-page';
import { PendingClaim } from './pending-claim';
import { ThankYou } from './thank-you';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn() } }));

function renderWithClaims(claims: Claim[], element: ReactNode, path: string, state?: unknown) {
  const user = makeUser();
  useSessionStore.setState({ user, currentPlaceId: null });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(getClaimsQueryOptions(user.uid).queryKey, claims);
  client.setQueryData(getVenuesQueryOptions(user.uid).queryKey, venuesOfClaims(claims));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/dashboard/summary" element={<h1>Summary page</h1>} />
          <Route path="/onboarding/claim-restaurant" element={<h1>Search page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("'Your requests'", () => {
  beforeEach(() => localStorage.clear());

  it('shows approved, pending and rejected sections, the reason, and a 24-hour time', () => {
    const approved = makeClaim('approved', { createdAt: '2026-03-04T09:00:00.000Z' });
    const pending = makeClaim('pending');
    const paying = makeClaim('payment_pending');
    const rejected = makeClaim('rejected', {
      createdAt: '2026-03-05T15:45:00.000Z',
      rejectionReason: 'VAT does not match',
    });
    renderWithClaims([approved, pending, paying, rejected], <ClaimsPage />, '/dashboard/claims');

    expect(screen.getByRole('heading', { level: 1, name: 'Your requests' })).toBeInTheDocument();
    const approvedSection = screen.getByRole('region', { name: 'Approved' });
    expect(within(approvedSection).getByText(approved.restaurant.name)).toBeInTheDocument();
    expect(within(approvedSection).getByText(approved.restaurant.address)).toBeInTheDocument();
    const pendingSection = screen.getByRole('region', { name: 'Pending' });
    expect(within(pendingSection).getByText(pending.restaurant.name)).toBeInTheDocument();
    expect(within(pendingSection).getByText(paying.restaurant.name)).toBeInTheDocument();
    const rejectedSection = screen.getByRole('region', { name: 'Rejected' });
    expect(within(rejectedSection).getByText(rejected.restaurant.name)).toBeInTheDocument();
    expect(within(rejectedSection).getByText('Reason: VAT does not match')).toBeInTheDocument();
    const hour = new Date(rejected.createdAt).getHours();
    expect(
      within(rejectedSection).getByText(new RegExp(`${String(hour).padStart(2, '0')}:45`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a new request' })).toHaveAttribute(
      'href',
      '/onboarding/claim-restaurant',
    );
  });

  it('hides empty approved and rejected sections and says when nothing is pending', () => {
    renderWithClaims([makeClaim('approved'), makeClaim('approved')], <ClaimsPage />, '/dashboard/claims');
    expect(screen.getByRole('region', { name: 'Approved' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rejected' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Pending' })).getByText('You have no pending requests.'),
    ).toBeInTheDocument();
  });

  it('goes to the summary on first load when there is a single claim in all', () => {
    renderWithClaims([makeClaim('approved')], <ClaimsPage />, '/dashboard/claims');
    expect(screen.getByRole('heading', { name: 'Summary page' })).toBeInTheDocument();
  });
});

describe('pending-claim and thank-you', () => {
  it('lists the open claims and the support address as a mailto link', () => {
    const pending = makeClaim('pending');
    const paying = makeClaim('payment_pending');
    const rejected = makeClaim('rejected');
    renderWithClaims([pending, paying, rejected], <PendingClaim />, '/onboarding/pending-claim');
    const list = screen.getByRole('region', { name: 'Requests under review' });
    expect(within(list).getByText(pending.restaurant.name)).toBeInTheDocument();
    expect(within(list).getByText(paying.restaurant.name)).toBeInTheDocument();
    expect(within(list).queryByText(rejected.restaurant.name)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@demo.test' })).toHaveAttribute(
      'href',
      'mailto:support@demo.test',
    );
  });

  it('routes away from pending-claim by claim set', () => {
    renderWithClaims([makeClaim('rejected')], <PendingClaim />, '/onboarding/pending-claim');
    expect(screen.getByRole('heading', { name: 'Search page' })).toBeInTheDocument();
  });

  it('thank-you sends a user with an approved claim to the summary, except once from complete-profile', () => {
    const claims = [makeClaim('approved'), makeClaim('pending')];
    const first = renderWithClaims(claims, <ThankYou />, '/onboarding/thankyou', FROM_COMPLETE_PROFILE_STATE);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/If it is approved/)).toBeInTheDocument();
    expect(screen.getByText(/If it is rejected/)).toBeInTheDocument();
    first.unmount();
    renderWithClaims(claims, <ThankYou />, '/onboarding/thankyou');
    expect(screen.getByRole('heading', { name: 'Summary page' })).toBeInTheDocument();
  });
});
