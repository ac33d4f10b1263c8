import { useTranslation } from 'react-i18next';
import { BillingUnavailable } from '@/features/billing/components/billing-unavailable';
import { useCurrentPlan } from '@/features/billing/hooks/use-current-plan';
import { currentPlanAllows, type CurrentPlan } from '@/features/billing/utils/current-plan';
import type { PdfAccess } from '@/features/report/components/report-exports';
import { ReportView } from '@/features/report/components/report-view';
import { useCurrentVenue } from '@/hooks/use-current-venue';
import { DashboardPage } from '@/components/layout/dashboard-page';
import '@/features/report/texts';

/** The PDF report needs a plan that allows it; the API refuses it on the others with billing/plan-required. */
function pdfAccessOf(plan: CurrentPlan): PdfAccess {
  if (plan.status === 'pending') return 'pending';
  return currentPlanAllows(plan, 'pdfReport') ? 'available' : 'upgrade';
}

export function ReportRoute() {
  const { t } = useTranslation('report');
  const venue = useCurrentVenue();
  const plan = useCurrentPlan();
  return (
    <DashboardPage
      title={t('title')}
      intro={venue && <p className="text-sm text-slate-600">{t('intro', { venue: venue.place.name })}</p>}
    >
      <BillingUnavailable />
      {venue && (
        <ReportView
          key={venue.place.id}
          placeId={venue.place.id}
          venueName={venue.place.name}
          pdf={pdfAccessOf(plan)}
        />
      )}
    </DashboardPage>
  );
}
