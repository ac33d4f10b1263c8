import { BASE_PLAN } from '@venues/contracts/plans';
import type { PlanId } from '@venues/contracts/billing';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isRetrying, StillTrying } from '@/components/ui/still-trying';
import { env } from '@/config/env';
import { absoluteUrl, paths } from '@/config/paths';
import { useUpdateSubscription } from '../api/update-subscription';
import { useBillingSessionOpener } from '../hooks/use-billing-session-opener';
import { usePlanState } from '../hooks/use-plan-state';
import { planActionOf } from '../utils/plan-state';
import { supportMailto } from '../utils/support-mail';
import { CancelSubscription } from './cancel-subscription';
import { PlanCard } from './plan-card';
import '../texts';

function PlanCardSkeleton() {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-8 w-20" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-10 w-full" />
    </li>
  );
}

/** The plan cards, the current plan marked, with the self-service or support actions. */
export function PlansView() {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const { user, venue, plans, state, ids } = usePlanState();
  const update = useUpdateSubscription();
  const { openInNewWindow, showError } = useBillingSessionOpener();
  const busy = state.status === 'pending';

  const mailtoFor = (newPlan: PlanId) => {
    if (state.status !== 'ready' || !user || !venue) return undefined;
    const fields = {
      user_id: user.uid,
      customer_id: state.customerId ?? '',
      restaurant_id: venue.place.id,
      new_plan: newPlan,
    };
    return supportMailto(env.supportEmail, t('plans.mail.subject', fields), t('plans.mail.body', fields));
  };

  const choose = (to: PlanId) => {
    if (state.status !== 'ready' || !state.customerId || !ids) return;
    update.mutate(
      {
        customerId: state.customerId,
        subscriptionItemId: ids.subscriptionItemId,
        to,
        returnUrl: absoluteUrl(paths.dashboard.plans.getHref()),
      },
      { onSuccess: openInNewWindow, onError: showError },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {venue && (
        <p className="text-sm text-slate-600">{t('plans.intro', { restaurant: venue.place.name })}</p>
      )}
      <StillTrying active={isRetrying(plans)} />
      {plans.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{t('plans.loadError')}</Alert>
          <Button variant="secondary" pending={plans.isFetching} onClick={() => void plans.refetch()}>
            {tc('retry')}
          </Button>
        </div>
      ) : (
        <ul aria-busy={busy || undefined} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {plans.data
            ? plans.data.map((plan) => {
                const action = planActionOf(state, plan);
                return (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    action={action === 'choose' && !ids ? 'none' : action}
                    busy={busy}
                    pending={update.isPending && update.variables?.to === plan.id}
                    mailto={action === 'contact' ? mailtoFor(plan.id) : undefined}
                    onChoose={() => choose(plan.id)}
                  />
                );
              })
            : [0, 1, 2, 3].map((n) => <PlanCardSkeleton key={n} />)}
        </ul>
      )}
      {state.status === 'ready' && venue && (
        <CancelSubscription
          state={state}
          restaurantName={venue.place.name}
          subscriptionId={ids?.subscriptionId}
          mailto={mailtoFor(BASE_PLAN)}
        />
      )}
    </div>
  );
}
