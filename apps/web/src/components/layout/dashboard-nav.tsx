import type { ParseKeys } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '@/components/ui/icon';
import {
  FourSquaresIcon,
  MagicStickIcon,
  PlayIcon,
  ProfileIcon,
  QrCodeIcon,
  RequestsIcon,
  TrophyIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';

export type DashboardNavItem = {
  href: string;
  labelKey: Extract<ParseKeys<'common'>, `nav.${string}`>;
  icon: ReactNode;
};

/** The sections' icons: all of one size, and never squeezed by a long label. */
const navIcon = (Glyph: ComponentType<IconProps>) => <Glyph className="size-5 shrink-0" />;

// A fixed order: summary, reviews, missions, QR code, report.
export const dashboardMainItems: DashboardNavItem[] = [
  { href: paths.dashboard.summary.getHref(), labelKey: 'nav.summary', icon: navIcon(FourSquaresIcon) },
  { href: paths.dashboard.reviews.getHref(), labelKey: 'nav.reviews', icon: navIcon(PlayIcon) },
  { href: paths.dashboard.missions.getHref(), labelKey: 'nav.missions', icon: navIcon(TrophyIcon) },
  { href: paths.dashboard.qrcode.getHref(), labelKey: 'nav.qrcode', icon: navIcon(QrCodeIcon) },
  { href: paths.dashboard.report.getHref(), labelKey: 'nav.report', icon: navIcon(MagicStickIcon) },
];

export const dashboardAccountItems: DashboardNavItem[] = [
  { href: paths.dashboard.claims.getHref(), labelKey: 'nav.claims', icon: navIcon(RequestsIcon) },
  { href: paths.dashboard.profile.getHref(), labelKey: 'nav.profile', icon: navIcon(ProfileIcon) },
];
