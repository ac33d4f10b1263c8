import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPlaceIdOf, type Venue } from '@/lib/current-venue';
import { getVenuesQueryOptions } from '@/lib/venues-queries';
import { useSessionStore } from '@/stores/session-store';
import { makeClaim, makeUser, makeVenue } from '@/testing/fixtures';
import { useCan, useCurrentVenue, useSelectVenue } from './use-current-venue';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn(() => new Promise(() => {})) } }));

const user = makeUser();
const venueOf = (role: Venue['role'] = 'owner') => makeVenue(makeClaim('approved').restaurant, role);

/** The current venue, the selection and one right, over a venues query that answered `venues` (undefined: loading). */
function renderCurrentVenue(venues: Venue[] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (venues) client.setQueryData(getVenuesQueryOptions(user.uid).queryKey, venues);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({ current: useCurrentVenue(), select: useSelectVenue(), canReply: useCan('reviews.reply') }),
    { wrapper },
  );
  const answer = (next: Venue[]) =>
    act(() => void client.setQueryData(getVenuesQueryOptions(user.uid).queryKey, next));
  return { ...hook, answer };
}

describe('current venue', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ user, currentPlaceId: null });
  });

  it('is the first venue, and only a venue the user may use can be selected', () => {
    const [first, second] = [venueOf(), venueOf('team')];
    const { result } = renderCurrentVenue([first, second]);
    expect(result.current.current?.place.id).toBe(first.place.id);

    act(() => result.current.select('00000000-0000-4000-8000-999999999999'));
    expect(result.current.current?.place.id).toBe(first.place.id);
    act(() => result.current.select(second.place.id));
    expect(result.current.current?.place.id).toBe(second.place.id);
  });

  it('persists the selection and keeps it while the user may still use the venue', async () => {
    const [first, second] = [venueOf(), venueOf('manager')];
    const { result, answer } = renderCurrentVenue([first, second]);
    act(() => result.current.select(second.place.id));
    expect(localStorage.getItem('venues.currentPlaceId')).toContain(second.place.id);

    answer([first, second]);
    expect(result.current.current?.place.id).toBe(second.place.id);
    // Removed from the second venue's team: the first is the current one.
    answer([first]);
    await waitFor(() => expect(result.current.current?.place.id).toBe(first.place.id));
  });

  it("answers the rights table for the current venue's role, and nothing while the venues load", async () => {
    const manager = venueOf('manager');
    const team = venueOf('team');
    const { result, answer } = renderCurrentVenue(undefined);
    expect(result.current.canReply).toBeUndefined();
    answer([manager, team]);
    await waitFor(() => expect(result.current.canReply).toBe(true));
    act(() => result.current.select(team.place.id));
    expect(result.current.canReply).toBe(false);
  });

  it('keeps the chosen id while the venues load, and is none without a venue', () => {
    const venue = venueOf();
    expect(currentPlaceIdOf(undefined, venue.place.id)).toBe(venue.place.id);
    expect(currentPlaceIdOf([], venue.place.id)).toBeNull();
    const { result } = renderCurrentVenue([]);
    expect(result.current.current).toBeUndefined();
  });
});
