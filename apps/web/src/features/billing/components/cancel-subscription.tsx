import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { absoluteUrl, paths } from '@/config/paths';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useBillingSessionOpener } from '../hooks/use-billing-session-opener';
import { isPaidSelfServicePlan } from '@venues/contracts/plans';
import { cancelRefused, planTitle, type PlanState } from '../utils/plan-state';
import '../texts';

type ReadyState = Extract<PlanState, { status: 'ready' }>;

/** Cancelling a paid plan; refused here, with a pointer to support, for anything but one item of one. */
export function CancelSubscription({
  state,
  restaurantName,
  subscriptionId,
  mailto,
}: {
  state: ReadyState;
  restaurantName: string;
  subscriptionId: string | undefined;
  mailto: string | undefined;
}) {
  const { t } = useTranslation('billing');
  const cancel = useCancelSubscription();
  const { openInNewWindow, showError } = useBillingSessionOpener();
  const [refused, setRefused] = useState(false);
  const { planId, subscription, customerId } = state;
  if (!isPaidSelfServicePlan(planId) || !subscription || !customerId) return null;

  const onCancel = () => {
    if (cancelRefused(subscription)) {
      setRefused(true);
      return;
    }
    if (!subscriptionId) return;
    cancel.mutate(
      {
        customerId,
        subscriptionId,
        returnUrl: absoluteUrl(paths.dashboard.plans.getHref()),
      },
      { onSuccess: openInNewWindow, onError: showError },
    );
  };

  return (
    <section
      aria-labelledby="subscription-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="subscription-title" className="text-base font-semibold text-slate-900">
            {t('plans.subscription.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {t('plans.subscription.body', { restaurant: restaurantName, plan: planTitle(planId) })}
          </p>
        </div>
        <Button variant="secondary" onClick={onCancel} pending={cancel.isPending} className="text-red-700">
          {t('plans.subscription.cancel')}
        </Button>
      </div>
      {refused && (
        <Alert tone="error" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <span>{t('plans.subscription.refused')}</span>
          {mailto && (
            <a href={mailto} className="shrink-0 font-semibold text-red-800 underline">
              {t('plans.subscription.refusedAction')}
            </a>
          )}
        </Alert>
      )}
    </section>
  );
}
