import { destinationForClaims } from '@venues/contracts/claims';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isRetrying, StillTrying } from '@/components/ui/still-trying';
import { claimDestinationHref } from '@/config/paths';
import { useClaims } from '@/lib/claims-queries';

/** The dashboard needs an approved claim; everyone else goes where their claim set says (contracts). */
export function RequireApprovedClaim() {
  const { t } = useTranslation();
  const claims = useClaims();
  if (claims.isPending) {
    return (
      <div className="flex flex-col items-center px-4">
        <PageSpinner label={t('loading')} />
        <StillTrying active={isRetrying(claims)} />
      </div>
    );
  }
  if (claims.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-3 px-4 py-16">
        <Alert tone="error">{t('claimsError')}</Alert>
        <Button variant="secondary" pending={claims.isFetching} onClick={() => void claims.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const destination = destinationForClaims(claims.data);
  if (destination !== 'summary') return <Navigate to={claimDestinationHref(destination)} replace />;
  return <Outlet />;
}
