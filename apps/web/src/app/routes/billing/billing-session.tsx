import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { BillingSessionView } from '@/features/billing/components/billing-session-view';
import '@/features/billing/texts';

/** The local billing provider's page (session_url): outside the dashboard, like a payment provider's page. */
export function BillingSessionRoute() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 sm:py-12">
      <PageTitle>{t('session.title')}</PageTitle>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <BillingSessionView key={id} id={id} />
      </div>
    </div>
  );
}
