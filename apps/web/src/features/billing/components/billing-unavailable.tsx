import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StillTrying } from '@/components/ui/still-trying';
import { useBillingAccount } from '../hooks/use-billing-account';
import '@/components/layout/dashboard-texts';

/**
 * Stands in the place of what needs the billing account (plan, downloads, exports) when it cannot be loaded:
 * the rest of the page does not wait for it.
 */
export function BillingUnavailable() {
  const { t } = useTranslation('dashboard');
  const account = useBillingAccount();
  if (account.status === 'pending') return <StillTrying active={account.retrying} />;
  if (account.status !== 'error') return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Alert tone="error">{t('customer.error')}</Alert>
      <Button variant="secondary" pending={account.busy} onClick={account.retry}>
        {t('customer.retry')}
      </Button>
    </div>
  );
}
