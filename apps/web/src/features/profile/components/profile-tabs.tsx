import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { paths } from '@/config/paths';
import '../texts';

const tabs = [
  { href: paths.dashboard.profile.getHref(), key: 'tabs.profile', end: true },
  { href: paths.dashboard.billing.getHref(), key: 'tabs.billing', end: false },
  { href: paths.dashboard.plans.getHref(), key: 'tabs.plans', end: false },
  { href: paths.dashboard.integrations.getHref(), key: 'tabs.integrations', end: false },
  { href: paths.dashboard.notifications.getHref(), key: 'tabs.notifications', end: false },
] as const;

/**
 * The profile sub-navigation (profile, billing, plans, integrations), then the mail settings.
 * On a phone the tabs wrap as pills, so that every one is in view; from sm they are one underlined row.
 */
export function ProfileTabs() {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex flex-wrap gap-2 sm:gap-1 sm:border-b sm:border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <NavLink
              to={tab.href}
              end={tab.end}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-10 items-center rounded-full border px-3.5 text-sm font-semibold',
                  'sm:-mb-px sm:min-h-11 sm:rounded-none sm:border-0 sm:border-b-2 sm:px-3',
                  focusRing,
                  isActive
                    ? 'border-teal-700 bg-teal-50 text-teal-800 sm:bg-transparent'
                    : 'border-slate-300 text-slate-600 hover:text-slate-900 sm:border-transparent sm:hover:border-slate-300',
                )
              }
            >
              <span className="inline-block first-letter:uppercase">{t(tab.key)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
