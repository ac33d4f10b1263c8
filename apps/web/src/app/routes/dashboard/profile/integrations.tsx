import { planAllows } from '@venues/contracts/plans';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentPlan } from '@/features/billing/hooks/use-current-plan';
import { IntegrationsView } from '@/features/integrations/components/integrations-view';
import '@/features/integrations/texts';
import '@/features/profile/texts';
import { useCurrentClaim } from '@/hooks/use-current-claim';

export function IntegrationsRoute() {
  const { t } = useTranslation('profile');
  const { t: ti } = useTranslation('integrations');
  const claim = useCurrentClaim();
  const plan = useCurrentPlan();
  const webhooksAllowed = plan.status === 'pending' ? undefined : planAllows(plan.planId, 'webhooks');
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle venue={claim?.restaurant.name}>{t('integrations.title')}</PageTitle>
        <p className="text-sm text-slate-600">{ti('intro')}</p>
      </div>
      {claim ? (
        <IntegrationsView
          key={claim.restaurant.id}
          placeId={claim.restaurant.id}
          venueName={claim.restaurant.name}
          webhooksAllowed={webhooksAllowed}
        />
      ) : (
        <Skeleton className="h-64 w-full rounded-2xl" />
      )}
    </>
  );
}
