import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-error';
import { formatDuration, formatEuros } from '@venues/contracts/format';
import { LOCAL_BILLING_SESSION_TTL_MS } from '@venues/contracts/billing-rules';
import { currentLanguage } from '@/lib/i18n';
import { useDecideBillingSession, type SessionDecision } from '../api/decide-billing-session';
import { useBillingSession, type BillingSession } from '../api/get-billing-session';
import { billingErrorKey } from '../utils/billing-error';
import { goToUrl } from '../utils/go-to-url';
import { planTitle } from '../utils/plan-state';
import '../texts';

type SessionPlan = NonNullable<BillingSession['newPlan']>;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

function PlanLine({ plan }: { plan: SessionPlan }) {
  const { t } = useTranslation('billing');
  return (
    <>
      {planTitle(plan.id)}
      <span className="font-normal text-slate-600">
        {' · '}
        {t('session.price', { price: formatEuros(plan.priceCents, currentLanguage(), { digits: 'auto' }) })}
      </span>
    </>
  );
}

function SessionChange({ session }: { session: BillingSession }) {
  const { t } = useTranslation('billing');
  const heading =
    session.kind === 'subscription_update'
      ? t('session.update.heading')
      : session.kind === 'subscription_cancel'
        ? t('session.cancelSubscription.heading')
        : t('session.paymentMethod.heading');
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      {session.kind === 'payment_method_update' && (
        <p className="text-sm text-slate-600">{t('session.paymentMethod.body')}</p>
      )}
      {session.kind === 'subscription_cancel' && session.currentPlan && (
        <p className="text-sm text-slate-600">
          {t('session.cancelSubscription.body', { plan: planTitle(session.currentPlan.id) })}
        </p>
      )}
      {session.kind !== 'payment_method_update' && (
        <dl className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
          {session.restaurant && <Row label={t('session.restaurant')}>{session.restaurant.name}</Row>}
          {session.currentPlan && (
            <Row label={t('session.currentPlan')}>
              <PlanLine plan={session.currentPlan} />
            </Row>
          )}
          {session.newPlan && (
            <Row label={t('session.newPlan')}>
              <PlanLine plan={session.newPlan} />
            </Row>
          )}
        </dl>
      )}
    </div>
  );
}

function BackToPlans() {
  const { t } = useTranslation('billing');
  return <TextLink to={paths.dashboard.plans.getHref()}>{t('session.back')}</TextLink>;
}

/** The local provider's stand-in for the payment provider's page: confirm or cancel one pending change. */
export function BillingSessionView({ id }: { id: string }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const session = useBillingSession(id);
  const decide = useDecideBillingSession(id);

  if (session.isPending) return <PageSpinner label={t('session.loading')} />;

  if (session.isError) {
    const { error } = session;
    const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="error">{notFound ? t('session.notFound') : t('session.loadError')}</Alert>
        {!notFound && (
          <Button variant="secondary" pending={session.isFetching} onClick={() => void session.refetch()}>
            {t('session.retry')}
          </Button>
        )}
        <BackToPlans />
      </div>
    );
  }

  const { data } = session;
  if (data.status !== 'open') {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="info">
          {data.status === 'used'
            ? t('session.used')
            : t('session.expired', {
                window: formatDuration(LOCAL_BILLING_SESSION_TTL_MS, 'minute', currentLanguage()),
              })}
        </Alert>
        <BackToPlans />
      </div>
    );
  }

  const onDecide = (decision: SessionDecision) =>
    decide.mutate(decision, { onSuccess: (returnUrl) => goToUrl(returnUrl, navigate) });

  return (
    <div className="flex flex-col gap-6">
      <SessionChange session={data} />
      <p className="text-xs text-slate-500">{t('session.local')}</p>
      {decide.isError && <Alert tone="error">{t(billingErrorKey(decide.error))}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => onDecide('cancel')}
          pending={decide.isPending && decide.variables === 'cancel'}
          disabled={decide.isPending}
        >
          {t('session.cancel')}
        </Button>
        <Button
          onClick={() => onDecide('confirm')}
          pending={decide.isPending && decide.variables === 'confirm'}
          disabled={decide.isPending}
        >
          {t('session.confirm')}
        </Button>
      </div>
    </div>
  );
}
