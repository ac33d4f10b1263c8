import type { QueryClient } from '@tanstack/react-query';
import { preloadDashboardChrome } from '@/components/layout/top-bar';
import { paths } from '@/config/paths';
import { askFirstReviewsEarly } from '@/features/reviews/api/first-page';
import { preloadDashboardScreen } from './lazy-routes';
import { loadQueryClient } from './provider';

/** How long a reviews page, its code loaded, waits for the list asked for with that code before it draws. */
const FIRST_REVIEWS_WAIT_MS = 300;

/**
 * What a signed-in user's dashboard page needs before its first render, so that it is drawn whole at once
 * (top bar, venue, navigation, heading and the page's skeletons) rather than in steps that move it: the
 * query client, seeded with the saved venues, and the code of the page, its frame and the top bar's
 * controls. Anything else, or a failed load, renders as it would have, through its Suspense fallback.
 * The reviews' first page is asked for at once, before the code that reads it has loaded.
 */
export function prepareFirstScreen(signedIn: boolean, pathname: string, search = ''): Promise<unknown> {
  if (!signedIn || !pathname.startsWith(paths.dashboard.root.getHref())) return Promise.resolve();
  const onReviews = pathname === paths.dashboard.reviews.getHref();
  const askedEarly = onReviews && askFirstReviewsEarly(search);
  // The venues' module comes in the query client's chunk.
  const seeded = loadQueryClient().then(async (client) => {
    (await import('@/lib/venues-queries')).seedSavedVenues(client);
    return client;
  });
  const screen = Promise.allSettled([seeded, preloadDashboardScreen(pathname), preloadDashboardChrome()]);
  if (!onReviews) return screen;
  const reviews = startReviews(seeded, search);
  if (!askedEarly) return screen;
  // The list was asked for with the page's code: the first render waits a moment for it, to draw the cards
  // in place of their skeletons, and draws the skeletons if it is late.
  return screen.then(() =>
    Promise.race([reviews, new Promise((resolve) => setTimeout(resolve, FIRST_REVIEWS_WAIT_MS))]),
  );
}

/**
 * The reviews page's largest paint is its first poster, which waits for the list's answer: asked for beside
 * the page's code, the list no longer waits for that code to load and render first. A failure here is the
 * grid's to show, when it asks again.
 */
async function startReviews(seeded: Promise<QueryClient>, search: string): Promise<void> {
  try {
    const [client, reviews] = await Promise.all([seeded, import('@/features/reviews/api/get-reviews')]);
    await reviews.prefetchFirstReviews(client, search);
  } catch {
    // The grid asks for its list itself.
  }
}
