import { can, type VenueAction } from '@venues/contracts/team-rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentVenue } from '@/hooks/use-current-venue';
import '../texts';

const db = paths.dashboard;

/** Each tab with the action of the rights table its page needs: a role without it does not see the tab. */
const tabs: readonly {
  href: string;
  key: `tabs.${'profile' | 'billing' | 'plans' | 'integrations' | 'team' | 'activity' | 'notifications'}`;
  end: boolean;
  action: VenueAction;
}[] = [
  { href: db.profile.getHref(), key: 'tabs.profile', end: true, action: 'venue.view' },
  { href: db.billing.getHref(), key: 'tabs.billing', end: false, action: 'billing.manage' },
  { href: db.plans.getHref(), key: 'tabs.plans', end: false, action: 'billing.manage' },
  { href: db.integrations.getHref(), key: 'tabs.integrations', end: false, action: 'integrations.view' },
  { href: db.team.getHref(), key: 'tabs.team', end: false, action: 'team.manage' },
  { href: db.activity.getHref(), key: 'tabs.activity', end: false, action: 'activity.view' },
  { href: db.notifications.getHref(), key: 'tabs.notifications', end: false, action: 'notifications.own' },
];

/**
 * The profile sub-navigation (profile, billing, plans, integrations, team, activity), then the mail
 * settings, each tab as the user's role on the current venue allows; the Team tab counts the access
 * requests waiting for an answer. On a phone the tabs wrap as pills, so that every one is in view; from sm
 * they are one underlined row.
 */
export function ProfileTabs() {
  const { t } = useTranslation('profile');
  const venue = useCurrentVenue();
  const shown = venue ? tabs.filter((tab) => can(venue.role, tab.action)) : tabs;
  const waiting = venue?.pendingAccessRequests ?? 0;
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex flex-wrap gap-2 sm:gap-1 sm:border-b sm:border-slate-200">
        {shown.map((tab) => (
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
              {tab.href === db.team.getHref() && waiting > 0 && (
                <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-bold text-amber-900">
                  {waiting}
                  <span className="sr-only"> {t('tabs.waiting', { count: waiting })}</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
