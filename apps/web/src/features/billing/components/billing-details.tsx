import type { Claim } from '@venues/contracts/claims';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ActionPanel } from '@/components/ui/action-panel';
import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { absoluteUrl } from '@/config/paths';
import { useCustomer } from '../api/get-customer';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { useBillingSessionOpener } from '../hooks/use-billing-session-opener';
import { goToUrl } from '../utils/go-to-url';
import '../texts';

/**
 * The business details of the claim that verified the venue, read-only, when the user made it (an owner
 * named by another owner made none), and the payment-method update.
 */
export function BillingDetails({ claim }: { claim: Claim | undefined }) {
  const { t } = useTranslation('billing');
  const orMissing = (value: string | null) =>
    value || <span className="text-slate-400">{t('details.notProvided')}</span>;
  const customer = useCustomer();
  const update = useUpdatePaymentMethod();
  const { showError } = useBillingSessionOpener();
  const navigate = useNavigate();
  const location = useLocation();
  const customerId = customer.data?.success ? customer.data.customer.id : undefined;

  const onUpdate = () => {
    if (!customerId) return;
    update.mutate(
      { customerId, returnUrl: absoluteUrl(location.pathname + location.search) },
      { onSuccess: (sessionUrl) => goToUrl(sessionUrl, navigate), onError: showError },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {claim && (
        <section
          aria-labelledby="company-title"
          className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="flex flex-col gap-1">
            <h2 id="company-title" className="text-base font-semibold text-slate-900">
              {claim.companyName}
            </h2>
            <p className="text-sm text-slate-600">
              {t('details.intro', { restaurant: claim.restaurant.name })}
            </p>
          </div>
          <DetailList
            items={[
              { label: t('details.fields.companyName'), value: orMissing(claim.companyName) },
              { label: t('details.fields.vat'), value: orMissing(claim.vat) },
              { label: t('details.fields.phoneNumber'), value: orMissing(claim.phoneNumber) },
              { label: t('details.fields.pec'), value: orMissing(claim.pec) },
              { label: t('details.fields.companyAddress'), value: orMissing(claim.companyAddress) },
              { label: t('details.fields.sdi'), value: orMissing(claim.sdi) },
            ]}
          />
        </section>
      )}
      <ActionPanel
        title={t('details.paymentMethod.title')}
        body={t('details.paymentMethod.body')}
        action={
          <Button
            variant="secondary"
            onClick={onUpdate}
            pending={update.isPending || customer.isPending}
            disabled={!customerId}
          >
            {t('details.paymentMethod.action')}
          </Button>
        }
      />
    </div>
  );
}
