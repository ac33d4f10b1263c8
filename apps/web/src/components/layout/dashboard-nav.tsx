import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import {
  FourSquaresIcon,
  MagicStickIcon,
  PlayIcon,
  ProfileIcon,
  QrCodeIcon,
  RequestsIcon,
  TrophyIcon,
} from './nav-icons';

export type DashboardNavItem = {
  href: string;
  labelKey: Extract<ParseKeys<'common'>, `nav.${string}`>;
  icon: ReactNode;
};

// Order fixed by the specification: summary, reviews, missions, QR code, report.
export const dashboardMainItems: DashboardNavItem[] = [
  { href: paths.dashboard.summary.getHref(), labelKey: 'nav.summary', icon: <FourSquaresIcon /> },
  { href: paths.dashboard.reviews.getHref(), labelKey: 'nav.reviews', icon: <PlayIcon /> },
  { href: paths.dashboard.missions.getHref(), labelKey: 'nav.missions', icon: <TrophyIcon /> },
  { href: paths.dashboard.qrcode.getHref(), labelKey: 'nav.qrcode', icon: <QrCodeIcon /> },
  { href: paths.dashboard.report.getHref(), labelKey: 'nav.report', icon: <MagicStickIcon /> },
];

export const dashboardAccountItems: DashboardNavItem[] = [
  { href: paths.dashboard.claims.getHref(), labelKey: 'nav.claims', icon: <RequestsIcon /> },
  { href: paths.dashboard.profile.getHref(), labelKey: 'nav.profile', icon: <ProfileIcon /> },
];
