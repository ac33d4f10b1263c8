import clsx from 'clsx';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ChatBanner } from '@/components/layout/chat-banner';
import {
  dashboardAccountItems as accountItems,
  dashboardMainItems as mainItems,
  type DashboardNavItem as NavItem,
} from '@/components/layout/dashboard-nav';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { focusRing } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CustomerSync } from '@/features/dashboard/components/customer-sync';
import { useSessionStore } from '@/stores/session-store';

function SidebarLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={item.href}
      className={({ isActive }) =>
        clsx(
          'flex shrink-0 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
          focusRing,
          isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100',
        )
      }
    >
      {item.icon}
      <span>{t(item.labelKey)}</span>
    </NavLink>
  );
}

/** 'Your requests' only leads somewhere with more than one claim; with one, its route sends back to the summary. */
function useAccountItems(): NavItem[] {
  const claimCount = useSessionStore((state) => state.claims?.length ?? 0);
  const claimsHref = paths.dashboard.claims.getHref();
  return claimCount > 1 ? accountItems : accountItems.filter((item) => item.href !== claimsHref);
}

/**
 * The dashboard's chrome renders at once; the page below it loads (and may fail) on its own, so that
 * navigation and top bar are there while the data comes.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shownAccountItems = useAccountItems();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
      <nav
        aria-label={t('nav.label')}
        className="border-b border-slate-200 bg-white md:sticky md:top-16 md:h-[calc(100dvh-4rem)] md:w-60 md:shrink-0 md:border-r md:border-b-0"
      >
        <ul className="flex gap-1 overflow-x-auto p-2 [scrollbar-width:none] md:flex-col md:p-4">
          {mainItems.map((item) => (
            <li key={item.href}>
              <SidebarLink item={item} />
            </li>
          ))}
          <li aria-hidden="true" className="mx-1 hidden border-t border-slate-200 md:my-2 md:block" />
          {shownAccountItems.map((item) => (
            <li key={item.href}>
              <SidebarLink item={item} />
            </li>
          ))}
        </ul>
        <ChatBanner className="mx-4 mt-4 hidden md:flex" />
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
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
