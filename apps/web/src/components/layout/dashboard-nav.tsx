import { can, type VenueAction, type VenueRole } from '@venues/contracts/team-rules';
import type { ParseKeys } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '@/components/ui/icon';
import {
  CheckSolidIcon,
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
  /** The action of the rights table the page needs; the item shows only to a role that holds it. */
  action?: VenueAction;
  /** The item shows only to a role without this action: the page it names already leads here. */
  unless?: VenueAction;
};

/** The sections' icons: all of one size, and never squeezed by a long label. */
const navIcon = (Glyph: ComponentType<IconProps>) => <Glyph className="size-5 shrink-0" />;

// A fixed order: summary, reviews, missions, QR code, report. Whoever cannot see the missions (a team
// member) gets the redeem screen in their place.
export const dashboardMainItems: DashboardNavItem[] = [
  {
    href: paths.dashboard.summary.getHref(),
    labelKey: 'nav.summary',
    icon: navIcon(FourSquaresIcon),
    action: 'summary.view',
  },
  {
    href: paths.dashboard.reviews.getHref(),
    labelKey: 'nav.reviews',
    icon: navIcon(PlayIcon),
    action: 'reviews.read',
  },
  {
    href: paths.dashboard.missions.getHref(),
    labelKey: 'nav.missions',
    icon: navIcon(TrophyIcon),
    action: 'missions.view',
  },
  {
    href: paths.dashboard.redeem.getHref(),
    labelKey: 'nav.redeem',
    icon: navIcon(CheckSolidIcon),
    action: 'passes.redeem',
    unless: 'missions.view',
  },
  {
    href: paths.dashboard.qrcode.getHref(),
    labelKey: 'nav.qrcode',
    icon: navIcon(QrCodeIcon),
    action: 'qr.print',
  },
  {
    href: paths.dashboard.report.getHref(),
    labelKey: 'nav.report',
    icon: navIcon(MagicStickIcon),
    action: 'report.view',
  },
];

export const dashboardAccountItems: DashboardNavItem[] = [
  { href: paths.dashboard.claims.getHref(), labelKey: 'nav.claims', icon: navIcon(RequestsIcon) },
  {
    href: paths.dashboard.profile.getHref(),
    labelKey: 'nav.profile',
    icon: navIcon(ProfileIcon),
    action: 'venue.view',
  },
];

/**
 * The items a role may use, by the rights table the API enforces. While the role is unknown (the venues
 * load) every item but the stand-ins shows, as to an owner.
 */
export function navItemsFor<Item extends Pick<DashboardNavItem, 'action' | 'unless'>>(
  items: readonly Item[],
  role: VenueRole | undefined,
): Item[] {
  const as = role ?? 'owner';
  return items.filter(
    (item) => (!item.action || can(as, item.action)) && (!item.unless || !can(as, item.unless)),
  );
}
