import { preloadDashboardChrome } from '@/components/layout/top-bar';
import { paths } from '@/config/paths';
import { preloadDashboardScreen } from './lazy-routes';
import { loadQueryClient } from './provider';

/**
 * What a signed-in user's dashboard page needs before its first render, so that it is drawn whole at once
 * (top bar, venue, navigation, heading and the page's skeletons) rather than in steps that move it: the
 * query client, seeded with the saved venues, and the code of the page, its frame and the top bar's
 * controls. Anything else, or a failed load, renders as it would have, through its Suspense fallback.
 */
export function prepareFirstScreen(signedIn: boolean, pathname: string): Promise<unknown> {
  if (!signedIn || !pathname.startsWith(paths.dashboard.root.getHref())) return Promise.resolve();
  // The venues' module comes in the query client's chunk.
  const seeded = loadQueryClient().then(async (client) =>
    (await import('@/lib/venues-queries')).seedSavedVenues(client),
  );
  return Promise.allSettled([seeded, preloadDashboardScreen(pathname), preloadDashboardChrome()]);
}
