import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Whether this page's script runs the component: false in the markup the server drew and while React takes
 * that markup over, true from then on (and from the first render of a screen the script draws itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
