import { planAllows } from '@venues/contracts/plans';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentPlan } from '@/features/billing/hooks/use-current-plan';
import { IntegrationsView } from '@/features/integrations/components/integrations-view';
import '@/features/integrations/texts';
import '@/features/profile/texts';
import { useCurrentVenue } from '@/hooks/use-current-venue';

export function IntegrationsRoute() {
  const { t } = useTranslation('profile');
  const { t: ti } = useTranslation('integrations');
  const venue = useCurrentVenue();
  const plan = useCurrentPlan();
  const webhooksAllowed = plan.status === 'pending' ? undefined : planAllows(plan.planId, 'webhooks');
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle venue={venue?.place.name}>{t('integrations.title')}</PageTitle>
        <p className="text-sm text-slate-600">{ti('intro')}</p>
      </div>
      {venue ? (
        <IntegrationsView
          key={venue.place.id}
          placeId={venue.place.id}
          venueName={venue.place.name}
          webhooksAllowed={webhooksAllowed}
        />
      ) : (
        <Skeleton className="h-64 w-full rounded-2xl" />
      )}
    </>
  );
}
