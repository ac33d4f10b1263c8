import { paths } from '@/config/paths';
import { startFirstReviews } from '@/features/reviews/api/first-reviews';

/*
 * The dashboard's earliest script, loaded beside the app and run as soon as it arrives: it starts what a
 * page's largest paint waits for before the app's code (React, the router, the page) has loaded. The app
 * takes its answers over (lib/early-requests).
 */
if (window.location.pathname === paths.dashboard.reviews.getHref() && window.location.search === '') {
  startFirstReviews().catch(() => {
    // The grid asks for its list itself.
  });
}
