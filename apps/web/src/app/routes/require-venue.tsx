import { destinationFor } from '@venues/contracts/claims';
import { can } from '@venues/contracts/team-rules';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isRetrying, StillTrying } from '@/components/ui/still-trying';
import { homeHref, pageAction } from '@/config/dashboard-access';
import { claimDestinationHref } from '@/config/paths';
import { useCurrentVenue } from '@/hooks/use-current-venue';
import { useClaims } from '@/lib/claims-queries';
import { useVenues } from '@/lib/venues-queries';

/**
 * The dashboard needs a venue the user may use; everyone else goes where their venues and claims say
 * (contracts). On a venue, a page the user's role does not allow sends them to their home page there.
 */
export function RequireVenue() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const venues = useVenues();
  const claims = useClaims();
  const current = useCurrentVenue();
  // The claims matter only to a user with no venue: where their open claim waits.
  const needClaims = venues.data?.length === 0;
  if (venues.isPending || (needClaims && claims.isPending)) {
    return (
      <div className="flex flex-col items-center px-4">
        <PageSpinner label={t('loading')} />
        <StillTrying active={isRetrying(venues) || isRetrying(claims)} />
      </div>
    );
  }
  // A failed refresh keeps what was read before; only a list never read stops the dashboard.
  const failed = !venues.data ? venues : needClaims && !claims.data ? claims : null;
  if (failed?.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-3 px-4 py-16">
        <Alert tone="error">{t('claimsError')}</Alert>
        <Button variant="secondary" pending={failed.isFetching} onClick={() => void failed.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const destination = destinationFor(venues.data ?? [], claims.data ?? []);
  if (destination !== 'summary') return <Navigate to={claimDestinationHref(destination)} replace />;
  const action = pageAction(pathname);
  if (current && action && !can(current.role, action))
    return <Navigate to={homeHref(current.home)} replace />;
  return <Outlet />;
}
