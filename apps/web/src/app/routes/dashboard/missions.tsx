import { planLimit } from '@venues/contracts/plans';
import { useTranslation } from 'react-i18next';
import { BillingUnavailable } from '@/features/billing/components/billing-unavailable';
import { useCurrentPlan } from '@/features/billing/hooks/use-current-plan';
import type { CurrentPlan } from '@/features/billing/utils/current-plan';
import { MissionsView } from '@/features/missions/components/missions-view';
import { useCurrentVenue } from '@/hooks/use-current-venue';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { MissionsList } from '@/features/missions/components/missions-list';

/** The plan's limit of live missions (null for none), undefined while the plan loads. */
function liveLimitOf(plan: CurrentPlan): number | null | undefined {
  if (plan.status === 'pending') return undefined;
  return planLimit(plan.planId, 'activeMissions');
}

export function MissionsRoute() {
  const { t } = useTranslation('missions');
  const venue = useCurrentVenue();
  const plan = useCurrentPlan();
  return (
    <DashboardPage title={t('title')} intro={<p className="text-sm text-slate-600">{t('subtitle')}</p>}>
      <BillingUnavailable />
      {venue ? (
        <MissionsView
          key={venue.place.id}
          placeId={venue.place.id}
          venueName={venue.place.name}
          liveLimit={liveLimitOf(plan)}
        />
      ) : (
        <MissionsList placeId={undefined} />
      )}
    </DashboardPage>
  );
}
