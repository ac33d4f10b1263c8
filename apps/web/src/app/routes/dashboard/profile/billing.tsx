import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { BillingDetails } from '@/features/billing/components/billing-details';
import { BillingUnavailable } from '@/features/billing/components/billing-unavailable';
import '@/features/billing/texts';
import { useCurrentClaim } from '@/hooks/use-current-claim';

export function BillingRoute() {
  const { t } = useTranslation('billing');
  const claim = useCurrentClaim();
  return (
    <>
      <PageTitle venue={claim?.restaurant.name}>{t('details.title')}</PageTitle>
      <BillingUnavailable />
      {claim && <BillingDetails claim={claim} />}
    </>
  );
}
