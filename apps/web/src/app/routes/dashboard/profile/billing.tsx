import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { BillingDetails } from '@/features/billing/components/billing-details';
import { BillingUnavailable } from '@/features/billing/components/billing-unavailable';
import '@/features/billing/texts';
import { useCurrentVenue } from '@/hooks/use-current-venue';
import { useClaims } from '@/lib/claims-queries';

export function BillingRoute() {
  const { t } = useTranslation('billing');
  const venue = useCurrentVenue();
  const claims = useClaims();
  const placeId = venue?.place.id;
  const claim = claims.data?.find((item) => item.status === 'approved' && item.restaurant.id === placeId);
  return (
    <>
      <PageTitle venue={venue?.place.name}>{t('details.title')}</PageTitle>
      <BillingUnavailable />
      {venue && <BillingDetails claim={claims.isPending ? 'loading' : claim} venueName={venue.place.name} />}
    </>
  );
}
