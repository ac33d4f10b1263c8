import type { VenueRole } from '@venues/contracts/team-rules';
import clsx from 'clsx';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ChatBanner } from '@/components/layout/chat-banner';
import {
  dashboardAccountItems as accountItems,
  dashboardMainItems as mainItems,
  navItemsFor,
  type DashboardNavItem as NavItem,
} from '@/components/layout/dashboard-nav';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CustomerSync } from '@/features/billing/components/customer-sync';
import { useCurrentVenue } from '@/hooks/use-current-venue';
import { useClaims } from '@/lib/claims-queries';

/**
 * A section's link: a row of the sidebar from md, a cell of the bottom tab bar (icon over label) below it.
 */
function SidebarLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={item.href}
      className={({ isActive }) =>
        clsx(
          'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium',
          'md:min-h-0 md:flex-row md:justify-start md:gap-3 md:rounded-lg md:px-3 md:py-2 md:text-sm',
          // Below md the ring stays inside the bar, which sits on the screen's edge.
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 md:focus-visible:outline-offset-2',
          isActive ? 'text-teal-800 md:bg-teal-50' : 'text-slate-600 hover:bg-slate-100 md:text-slate-700',
        )
      }
    >
      {({ isActive }) => (
        <>
          <span className={clsx('flex rounded-full px-3 py-0.5 md:p-0', isActive && 'bg-teal-50')}>
            {item.icon}
          </span>
          <span className="max-w-full truncate">{t(item.labelKey)}</span>
        </>
      )}
    </NavLink>
  );
}

/**
 * 'Your requests' only leads somewhere with more than one claim; with one, its route sends back to the
 * summary. The rest follow the user's role on the current venue.
 */
function useAccountItems(role: VenueRole | undefined): NavItem[] {
  const claimCount = useClaims().data?.length ?? 0;
  const claimsHref = paths.dashboard.claims.getHref();
  const items = navItemsFor(accountItems, role);
  return claimCount > 1 ? items : items.filter((item) => item.href !== claimsHref);
}

/**
 * The dashboard's chrome renders at once; the page below it loads (and may fail) on its own, so that
 * navigation and top bar are there while the data comes.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const role = useCurrentVenue()?.role;
  const shownMainItems = navItemsFor(mainItems, role);
  const shownAccountItems = useAccountItems(role);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
      {/*
       * One navigation: from md a sidebar; below it a tab bar fixed to the bottom with the sections the user's
       * role allows (at most five), every one in view (Your requests and profile are in the top bar's menu there).
       */}
      <nav
        aria-label={t('nav.label')}
        className={clsx(
          'fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
          'md:sticky md:top-16 md:z-auto md:h-[calc(100dvh-4rem)] md:w-60 md:shrink-0 md:border-t-0 md:border-r md:bg-white md:pb-0 md:backdrop-blur-none',
        )}
      >
        <ul className="grid auto-cols-fr grid-flow-col md:flex md:flex-col md:gap-1 md:p-4">
          {shownMainItems.map((item) => (
            <li key={item.href} className="min-w-0">
              <SidebarLink item={item} />
            </li>
          ))}
          <li aria-hidden="true" className="mx-1 my-2 hidden border-t border-slate-200 md:block" />
          {shownAccountItems.map((item) => (
            <li key={item.href} className="hidden md:block">
              <SidebarLink item={item} />
            </li>
          ))}
        </ul>
        <ChatBanner className="mx-4 mt-4 hidden md:flex" />
      </nav>
      {/* Below md the tab bar covers the bottom: the page keeps clear of it. */}
      <div className="flex min-w-0 flex-1 flex-col pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0">
        <CustomerSync />
        <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[pathname]}>
          <Suspense fallback={<PageSpinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
        <ChatBanner className="mx-4 mt-auto mb-6 md:hidden" />
      </div>
    </div>
  );
}
