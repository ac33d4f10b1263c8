import type { Claim } from '@venues/contracts/claims';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ActionPanel } from '@/components/ui/action-panel';
import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { SkeletonText } from '@/components/ui/skeleton';
import { absoluteUrl } from '@/config/paths';
import { useCustomer } from '../api/get-customer';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { useBillingSessionOpener } from '../hooks/use-billing-session-opener';
import { goToUrl } from '../utils/go-to-url';
import '../texts';

const COMPANY_FIELDS = ['companyName', 'vat', 'phoneNumber', 'pec', 'companyAddress', 'sdi'] as const;

/** The company's card; without its name yet (`null`), a grey line of the name's height takes the heading's place. */
function CompanyCard({ name, intro, values }: { name: string | null; intro: string; values: ReactNode[] }) {
  const { t } = useTranslation('billing');
  return (
    <section
      aria-labelledby={name === null ? undefined : 'company-title'}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        {name === null ? (
          <SkeletonText className="text-base" width="w-48" />
        ) : (
          <h2 id="company-title" className="text-base font-semibold text-slate-900">
            {name}
          </h2>
        )}
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      <DetailList
        items={COMPANY_FIELDS.map((field, index) => ({
          label: t(`details.fields.${field}`),
          value: values[index],
        }))}
      />
    </section>
  );
}

function Company({ claim }: { claim: Claim }) {
  const { t } = useTranslation('billing');
  const orMissing = (value: string | null) =>
    value || <span className="text-slate-400">{t('details.notProvided')}</span>;
  return (
    <CompanyCard
      name={claim.companyName}
      intro={t('details.intro', { restaurant: claim.restaurant.name })}
      values={COMPANY_FIELDS.map((field) => orMissing(claim[field]))}
    />
  );
}

/** The company's card while the claim loads: its texts where they are known, grey lines of their height. */
function CompanySkeleton({ venueName }: { venueName: string }) {
  const { t } = useTranslation('billing');
  return (
    <div role="status" aria-busy="true" aria-label={t('details.loading')}>
      <CompanyCard
        name={null}
        intro={t('details.intro', { restaurant: venueName })}
        values={COMPANY_FIELDS.map((field) => (
          <SkeletonText key={field} className="text-sm" width="w-40" />
        ))}
      />
    </div>
  );
}

/**
 * The business details of the claim that verified the venue, read-only, when the user made it (an owner
 * named by another owner made none), and the payment-method update. While the claims load (`'loading'`),
 * the company's card holds its place.
 */
export function BillingDetails({
  claim,
  venueName,
}: {
  claim: Claim | undefined | 'loading';
  venueName: string;
}) {
  const { t } = useTranslation('billing');
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
      {claim === 'loading' ? <CompanySkeleton venueName={venueName} /> : claim && <Company claim={claim} />}
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
