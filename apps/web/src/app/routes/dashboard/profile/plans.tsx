import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { PlansView } from '@/features/billing/components/plans-view';
import { BillingUnavailable } from '@/features/billing/components/billing-unavailable';
import '@/features/billing/texts';
import { useCurrentClaim } from '@/hooks/use-current-claim';

export function PlansRoute() {
  const { t } = useTranslation('billing');
  const claim = useCurrentClaim();
  return (
    <>
      <PageTitle venue={claim?.restaurant.name}>{t('plans.title')}</PageTitle>
      <BillingUnavailable />
      <PlansView />
    </>
  );
}
