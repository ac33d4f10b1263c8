import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
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

/** Section 2: the profile sub-navigation (profile, billing, plans, integrations), then the mail settings. */
export function ProfileTabs() {
  const { t } = useTranslation('profile');
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: keep the open tab in view (jsdom has no scrollIntoView).
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav
      aria-label={t('tabs.label')}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      <ul ref={list} className="flex min-w-max gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <NavLink
              to={tab.href}
              end={tab.end}
              className={({ isActive }) =>
                clsx(
                  '-mb-px flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
                  focusRing,
                  isActive
                    ? 'border-teal-700 text-teal-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
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
