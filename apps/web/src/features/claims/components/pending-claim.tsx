import { destinationFor } from '@venues/contracts/claims';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { StatusBadge } from '@/components/ui/status-badge';
import { PageSpinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { claimDestinationHref, paths } from '@/config/paths';
import { useClaims } from '@/lib/claims-queries';
import { useVenues } from '@/lib/venues-queries';
import '../i18n';
import { ClaimPlace } from './claim-place';
import { ClaimsError } from './claims-error';
import { ContactLine } from './contact-line';

const OPEN = new Set(['pending', 'payment_pending']);

export function PendingClaim() {
  const { t } = useTranslation('claims');
  const claims = useClaims();
  const venues = useVenues();
  if (claims.isPending || venues.isPending) return <PageSpinner label={t('loading', { ns: 'common' })} />;
  if (claims.isError)
    return <ClaimsError retrying={claims.isFetching} onRetry={() => void claims.refetch()} />;
  if (venues.isError)
    return <ClaimsError retrying={venues.isFetching} onRetry={() => void venues.refetch()} />;

  const destination = destinationFor(venues.data, claims.data);
  if (destination !== 'pending-claim') return <Navigate to={claimDestinationHref(destination)} replace />;
  const open = claims.data.filter((claim) => OPEN.has(claim.status));

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col items-start gap-2">
        <span aria-hidden="true" className="text-4xl">
          ⏳
        </span>
        <PageTitle>{t('pending.title')}</PageTitle>
        <p className="text-slate-600">{t('pending.subtitle')}</p>
      </header>
      <section
        aria-labelledby="pending-list"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="pending-list" className="font-semibold text-slate-900">
          {t('pending.list')}
        </h2>
        <ul className="mt-3 flex flex-col divide-y divide-slate-100">
          {open.map((claim) => (
            <li key={claim.id} className="py-3">
              <ClaimPlace
                claim={claim}
                status={
                  <StatusBadge variant="pending">
                    {t(`pending.status.${claim.status as 'pending' | 'payment_pending'}`)}
                  </StatusBadge>
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <ContactLine />
      <TextLink to={paths.onboarding.claimRestaurant.getHref()} className="self-start text-sm">
        {t('pending.newRequest')}
      </TextLink>
    </div>
  );
}
