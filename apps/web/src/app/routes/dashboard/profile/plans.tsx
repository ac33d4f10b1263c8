import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { PlansView } from '@/features/billing/components/plans-view';
import { BillingUnavailable } from '@/features/billing/components/billing-unavailable';
import '@/features/billing/texts';
import { useCurrentVenue } from '@/hooks/use-current-venue';

export function PlansRoute() {
  const { t } = useTranslation('billing');
  const venue = useCurrentVenue();
  return (
    <>
      <PageTitle venue={venue?.place.name}>{t('plans.title')}</PageTitle>
      <BillingUnavailable />
      <PlansView />
    </>
  );
}
