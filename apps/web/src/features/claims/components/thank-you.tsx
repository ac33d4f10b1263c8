import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useClaims } from '@/lib/claims-queries';
import '../i18n';
import { isFromCompleteProfile } from '../utils/thank-you-state';
import { ContactLine } from './contact-line';

export function ThankYou() {
  const { t } = useTranslation('claims');
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the state is cleared right after, and this visit must still skip the redirect.
  const [skipRedirect] = useState(() => isFromCompleteProfile(location.state));
  const claims = useClaims();

  useEffect(() => {
    if (isFromCompleteProfile(location.state)) {
      void navigate(location.pathname + location.search, { replace: true, state: null });
    }
  }, [location, navigate]);

  if (!skipRedirect) {
    if (claims.isPending) return <PageSpinner label={t('loading', { ns: 'common' })} />;
    if (claims.data?.some((claim) => claim.status === 'approved')) {
      return <Navigate to={paths.dashboard.summary.getHref()} replace />;
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10 sm:py-16">
      <span aria-hidden="true" className="text-5xl">
        🎉
      </span>
      <PageTitle>{t('thankyou.title')}</PageTitle>
      <p className="text-lg text-slate-700">{t('thankyou.subtitle')}</p>
      <ul className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <li className="flex gap-3">
          <span aria-hidden="true">✅</span>
          <span>{t('thankyou.approved')}</span>
        </li>
        <li className="flex gap-3">
          <span aria-hidden="true">✉️</span>
          <span>{t('thankyou.rejected')}</span>
        </li>
      </ul>
      <ContactLine />
    </div>
  );
}
