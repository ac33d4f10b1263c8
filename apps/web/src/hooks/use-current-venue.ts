import { can, type VenueAction } from '@venues/contracts/team-rules';
import { useCallback } from 'react';
import { currentPlaceIdOf, type Venue } from '@/lib/current-venue';
import { useVenues } from '@/lib/venues-queries';
import { useSessionStore } from '@/stores/session-store';

/** The current venue: the venues query combined with the venue the user chose last. */
export function useCurrentVenue(): Venue | undefined {
  const venues = useVenues().data;
  const chosen = useSessionStore((state) => state.currentPlaceId);
  const id = currentPlaceIdOf(venues, chosen);
  return venues?.find((venue) => venue.place.id === id);
}

/** Every venue the user may use and the current one's id, for the venue switcher. */
export function useVenueChoices() {
  const query = useVenues();
  const chosen = useSessionStore((state) => state.currentPlaceId);
  return {
    venues: query.data ?? [],
    currentPlaceId: currentPlaceIdOf(query.data, chosen),
    /** The venues are on their way (not failed): nothing to list yet. */
    loading: query.isPending && query.fetchStatus !== 'idle',
  };
}

/** Makes a venue the current one; only a venue the user may use can be. */
export function useSelectVenue(): (placeId: string) => void {
  const venues = useVenues().data;
  const setCurrentPlaceId = useSessionStore((state) => state.setCurrentPlaceId);
  return useCallback(
    (placeId: string) => {
      if (venues?.some((venue) => venue.place.id === placeId)) setCurrentPlaceId(placeId);
    },
    [venues, setCurrentPlaceId],
  );
}

/**
 * Whether the user's role on the current venue allows the action, from the same rights table the API
 * enforces; undefined while the venues load, so that a screen can wait rather than hide and then show.
 */
export function useCan(action: VenueAction): boolean | undefined {
  const venue = useCurrentVenue();
  const loaded = useVenues().data !== undefined;
  if (!loaded) return undefined;
  return can(venue?.role, action);
}
