/*
 * The venue the user chose last, kept in this browser. Free of the store library, so that the dashboard's
 * earliest script may read it before the app has loaded. It survives a reload. (An earlier key,
 * venues.currentClaimId, held a claim's id: a venue is no longer reached through a claim only, so that
 * choice is not carried over.)
 */

const CHOSEN_KEY = 'venues.currentPlaceId';

/** The venue the user chose last, as this browser keeps it. */
export function readChosenPlaceId(): string | null {
  try {
    const id: unknown = JSON.parse(localStorage.getItem(CHOSEN_KEY) ?? 'null');
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export function keepChosenPlaceId(placeId: string): void {
  try {
    localStorage.setItem(CHOSEN_KEY, JSON.stringify(placeId));
  } catch {
    // Storage full or refused (private mode): the choice lasts until the page reloads.
  }
}
