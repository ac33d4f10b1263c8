import { useTranslation } from 'react-i18next';
import { BillingUnavailable } from '@/features/billing/components/billing-unavailable';
import { useCurrentPlan } from '@/features/billing/hooks/use-current-plan';
import { currentPlanAllows, type CurrentPlan } from '@/features/billing/utils/current-plan';
import type { PdfAccess } from '@/features/report/components/report-exports';
import { ReportView } from '@/features/report/components/report-view';
import { useCurrentClaim } from '@/hooks/use-current-claim';
import { DashboardPage } from '@/components/layout/dashboard-page';
import '@/features/report/texts';

/** The PDF report needs a plan that allows it; the API refuses it on the others with billing/plan-required. */
function pdfAccessOf(plan: CurrentPlan): PdfAccess {
  if (plan.status === 'pending') return 'pending';
  return currentPlanAllows(plan, 'pdfReport') ? 'available' : 'upgrade';
}

export function ReportRoute() {
  const { t } = useTranslation('report');
  const claim = useCurrentClaim();
  const plan = useCurrentPlan();
  return (
    <DashboardPage
      title={t('title')}
      intro={
        claim && <p className="text-sm text-slate-600">{t('intro', { venue: claim.restaurant.name })}</p>
      }
    >
      <BillingUnavailable />
      {claim && (
        <ReportView
          key={claim.restaurant.id}
          placeId={claim.restaurant.id}
          venueName={claim.restaurant.name}
          pdf={pdfAccessOf(plan)}
        />
      )}
    </DashboardPage>
  );
}
