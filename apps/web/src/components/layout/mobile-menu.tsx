import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Dropdown } from '@/components/ui/dropdown';
import { MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentVenue } from '@/hooks/use-current-venue';
import { useClaims } from '@/lib/claims-queries';
import { dashboardAccountItems, dashboardMainItems, navItemsFor } from './dashboard-nav';
import { RestaurantOptions } from './restaurant-switcher';
import { menuItemClass, UserIdentity } from './user-menu';
import './dashboard-texts';

function SectionTitle({ children }: { children: string }) {
  return <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{children}</p>;
}

/**
 * The navigation popup of small screens: who is signed in, the restaurants to switch between, the
 * manage-claims link (only with more than one claim) and the dashboard sections.
 */
export function MobileMenu() {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const claimCount = useClaims().data?.length ?? 0;
  const role = useCurrentVenue()?.role;
  return (
    <Dropdown
      triggerLabel={t('mobileMenu.open')}
      triggerClassName="p-2 text-slate-700 hover:bg-slate-100"
      panelClassName="max-h-[calc(100dvh-5rem)] w-[min(20rem,calc(100vw-2rem))] overflow-y-auto"
      trigger={<MenuIcon className="size-6" />}
    >
      {(close) => (
        <nav aria-label={t('mobileMenu.title')} className="flex flex-col gap-1">
          <UserIdentity />
          <SectionTitle>{t('mobileMenu.restaurants')}</SectionTitle>
          <RestaurantOptions onChosen={close} />
          {claimCount > 1 && (
            <Link
              to={paths.dashboard.claims.getHref()}
              onClick={close}
              className={clsx(menuItemClass, 'text-teal-700')}
            >
              {t('mobileMenu.manageClaims')}
            </Link>
          )}
          <SectionTitle>{t('mobileMenu.sections')}</SectionTitle>
          {navItemsFor([...dashboardMainItems, ...dashboardAccountItems], role).map((item) => (
            <NavLink
              key={item.href}
              to={item.href}
              onClick={close}
              className={({ isActive }) => clsx(menuItemClass, isActive && 'bg-teal-50 text-teal-800')}
            >
              {item.icon}
              {tc(item.labelKey)}
            </NavLink>
          ))}
          <Link to={paths.dashboard.profile.getHref()} onClick={close} className={menuItemClass}>
            {t('userMenu.settings')}
          </Link>
        </nav>
      )}
    </Dropdown>
  );
}
