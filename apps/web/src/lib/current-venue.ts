import type { MyVenue } from '@venues/contracts/team';
import type { Camelized } from '@venues/contracts/wire';

/*
 * Which venue is the current one, from the venues the API returned and the id the user chose last. Pure and
 * free of TanStack Query and of the schemas, so that the top bar of the signed-out screens can use it.
 */

/** A venue the user may use, with their role on it, what the role lets them do and their home page there. */
export type Venue = Camelized<MyVenue>;

/** Everything about the signed-in user's venues sits under this key. */
export function venuesQueryKey(uid: string | undefined) {
  return ['users', uid, 'venues'] as const;
}

/**
 * The chosen venue while the user may still use it, else their first; while the venues load (undefined),
 * the chosen id.
 */
export function currentPlaceIdOf(
  venues: readonly { place: { id: string } }[] | undefined,
  chosen: string | null,
): string | null {
  if (venues === undefined) return chosen;
  if (venues.some((venue) => venue.place.id === chosen)) return chosen;
  return venues[0]?.place.id ?? null;
}
