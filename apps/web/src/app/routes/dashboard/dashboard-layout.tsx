import clsx from 'clsx';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { focusRing } from '@/components/ui/button';
import {
  FourSquaresIcon,
  MagicStickIcon,
  PlayIcon,
  ProfileIcon,
  QrCodeIcon,
  RequestsIcon,
  TrophyIcon,
} from '@/components/layout/nav-icons';
import { paths } from '@/config/paths';

type NavItem = { href: string; labelKey: Extract<ParseKeys<'common'>, `nav.${string}`>; icon: ReactNode };

// Order fixed by the specification: summary, reviews, missions, QR code, report.
const mainItems: NavItem[] = [
  { href: paths.dashboard.summary.getHref(), labelKey: 'nav.summary', icon: <FourSquaresIcon /> },
  { href: paths.dashboard.reviews.getHref(), labelKey: 'nav.reviews', icon: <PlayIcon /> },
  { href: paths.dashboard.missions.getHref(), labelKey: 'nav.missions', icon: <TrophyIcon /> },
  { href: paths.dashboard.qrcode.getHref(), labelKey: 'nav.qrcode', icon: <QrCodeIcon /> },
  { href: paths.dashboard.report.getHref(), labelKey: 'nav.report', icon: <MagicStickIcon /> },
];

const accountItems: NavItem[] = [
  { href: paths.dashboard.claims.getHref(), labelKey: 'nav.claims', icon: <RequestsIcon /> },
  { href: paths.dashboard.profile.getHref(), labelKey: 'nav.profile', icon: <ProfileIcon /> },
];

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

export function DashboardLayout() {
  const { t } = useTranslation();
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
          {accountItems.map((item) => (
            <li key={item.href}>
              <SidebarLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <Outlet />
      </div>
    </div>
  );
}
