import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { BillingDetails } from '@/features/billing/components/billing-details';
import '@/features/billing/texts';
import { useCurrentClaim } from '@/stores/session-store';

export function BillingRoute() {
  const { t } = useTranslation('billing');
  const claim = useCurrentClaim();
  return (
    <>
      <PageTitle>{t('details.title')}</PageTitle>
      {claim && <BillingDetails claim={claim} />}
    </>
  );
}
