import type { VenueAction, VenueHome } from '@venues/contracts/team-rules';
import { paths } from './paths';

const db = paths.dashboard;

/**
 * What each dashboard page asks of the user's role on the current venue: the action of the rights table
 * (contracts' `can`) that the page's own requests need. The guard sends anyone whose role lacks it to their
 * home page, and the navigation leaves the link out. The longest matching path wins; a page missing here
 * (the user's own claims) is about the account, not a venue.
 */
const PAGE_ACTIONS: readonly (readonly [href: string, action: VenueAction])[] = [
  [db.summary.getHref(), 'summary.view'],
  [db.reviews.getHref(), 'reviews.read'],
  [db.missions.getHref(), 'missions.view'],
  [db.redeem.getHref(), 'passes.redeem'],
  [db.qrcode.getHref(), 'qr.print'],
  [db.report.getHref(), 'report.view'],
  [db.profile.getHref(), 'venue.view'],
  [db.billing.getHref(), 'billing.manage'],
  [db.plans.getHref(), 'billing.manage'],
  [db.integrations.getHref(), 'integrations.view'],
  [db.notifications.getHref(), 'notifications.own'],
  [db.team.getHref(), 'team.manage'],
  [db.activity.getHref(), 'activity.view'],
];

const within = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The action a dashboard page needs, or null for a page that is not about a venue. */
export function pageAction(pathname: string): VenueAction | null {
  let found: readonly [string, VenueAction] | undefined;
  for (const entry of PAGE_ACTIONS) {
    if (within(pathname, entry[0]) && (!found || entry[0].length > found[0].length)) found = entry;
  }
  return found?.[1] ?? null;
}

/** The page a venue opens on for the user, as the API names it. */
export function homeHref(home: VenueHome): string {
  return home === 'redeem' ? db.redeem.getHref() : db.summary.getHref();
}
