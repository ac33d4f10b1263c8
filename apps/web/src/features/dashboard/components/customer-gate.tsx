import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCustomer } from '@/lib/billing-queries';
import { useCurrentClaim, useSessionStore } from '@/stores/session-store';
import { useCreateCustomer } from '../api/create-customer';
import '@/components/layout/dashboard-texts';

/**
 * The dashboard needs a billing customer (section 2): look it up by the user's email and, when there is
 * none yet, create it for the current restaurant. Children render only once it exists.
 */
export function CustomerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const user = useSessionStore((state) => state.user);
  const claim = useCurrentClaim();
  const customer = useCustomer();
  const create = useCreateCustomer();
  const { mutate } = create;

  const email = user?.email ?? '';
  const name = user?.displayName || claim?.companyName || email;
  // Only a lookup that reports no customer, with a current claim to attach it to, creates one.
  const restaurantId = customer.data?.success === false ? claim?.restaurant.id : undefined;
  const input = restaurantId && email ? { name, email, restaurant_id: restaurantId } : null;
  const idle = create.isIdle;

  useEffect(() => {
    if (restaurantId && email && idle) mutate({ name, email, restaurant_id: restaurantId });
  }, [restaurantId, email, name, idle, mutate]);

  if (customer.data?.success) return children;

  if (customer.isError || create.isError) {
    const retry = () => {
      if (customer.isError) void customer.refetch();
      else if (input) create.mutate(input);
    };
    return (
      <div className="mx-auto flex w-full max-w-md flex-col gap-3 px-4 py-16">
        <Alert tone="error">{t('customer.error')}</Alert>
        <Button variant="secondary" pending={customer.isFetching || create.isPending} onClick={retry}>
          {t('customer.retry')}
        </Button>
      </div>
    );
  }
  return <PageSpinner label={t('customer.loading')} />;
}
