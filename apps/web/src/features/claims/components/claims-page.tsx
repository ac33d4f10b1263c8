import type { Claim } from '@venues/contracts/claims';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@venues/contracts/format';
import { useClaims } from '@/lib/claims-queries';
import '../i18n';
import { ClaimPlace } from './claim-place';
import { ClaimsError } from './claims-error';

/** 'Your requests': approved, pending and rejected claims of the signed-in user. */
export function ClaimsPage() {
  const { t } = useTranslation('claims');
  const claims = useClaims();
  if (claims.isPending) return <PageSpinner label={t('loading', { ns: 'common' })} />;
  if (claims.isError)
    return <ClaimsError retrying={claims.isFetching} onRetry={() => void claims.refetch()} />;
  return <ClaimsSections claims={claims.data} />;
}

function ClaimsSections({ claims }: { claims: Claim[] }) {
  const { t, i18n } = useTranslation('claims');
  const language = i18n.resolvedLanguage ?? 'en';
  // With a single claim there is nothing to manage, so the first load goes to the summary.
  const [onlyOne] = useState(() => claims.length === 1);
  if (onlyOne) return <Navigate to={paths.dashboard.summary.getHref()} replace />;

  const approved = claims.filter((claim) => claim.status === 'approved');
  const pending = claims.filter((claim) => claim.status === 'pending' || claim.status === 'payment_pending');
  const rejected = claims.filter((claim) => claim.status === 'rejected');

  // The request date, in one place and one format on every row; phones leave it out.
  const requested = (claim: Claim, withTime = false) => (
    <span className="hidden shrink-0 text-sm text-slate-500 sm:block">
      {t('page.requestedOn', {
        date: (withTime ? formatDateTime : formatDate)(claim.createdAt, language),
      })}
    </span>
  );

  return (
    <DashboardPage
      title={t('page.title')}
      ofVenue={false}
      actions={
        <Link to={paths.onboarding.claimRestaurant.getHref()} className={buttonClasses('primary')}>
          {t('page.newRequest')}
        </Link>
      }
    >
      {approved.length > 0 && (
        <Section id="claims-approved" title={t('page.approved')}>
          {approved.map((claim) => (
            <li key={claim.id} className="py-3">
              <ClaimPlace claim={claim} aside={requested(claim)} />
            </li>
          ))}
        </Section>
      )}
      <Section id="claims-pending" title={t('page.pending')}>
        {pending.length === 0 ? (
          <li className="py-3 text-sm text-slate-600">{t('page.noPending')}</li>
        ) : (
          pending.map((claim) => (
            <li key={claim.id} className="py-3">
              <ClaimPlace claim={claim} aside={requested(claim)} />
            </li>
          ))
        )}
      </Section>
      {rejected.length > 0 && (
        <Section id="claims-rejected" title={t('page.rejected')}>
          {rejected.map((claim) => (
            <li key={claim.id} className="flex flex-col gap-1 py-3">
              <div className="flex items-baseline justify-between gap-3">
                <div className="min-w-0 truncate font-semibold text-slate-900">{claim.restaurant.name}</div>
                {/* A rejected request shows its date and time. */}
                {requested(claim, true)}
              </div>
              <p className="text-sm text-red-800">
                {claim.rejectionReason
                  ? t('page.reason', { reason: claim.rejectionReason })
                  : t('page.noReason')}
              </p>
            </li>
          ))}
        </Section>
      )}
    </DashboardPage>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-1 flex flex-col divide-y divide-slate-100">{children}</ul>
    </section>
  );
}
