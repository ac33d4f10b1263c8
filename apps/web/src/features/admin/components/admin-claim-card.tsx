import type { AdminClaim } from '../api/get-admin-claims';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceAvatar } from '@/components/ui/place-avatar';
import '../i18n';
import { formatDateTime } from '@venues/contracts/format';

const statusTone = {
  pending: 'bg-amber-100 text-amber-800',
  payment_pending: 'bg-amber-100 text-amber-800',
  approved: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-red-100 text-red-800',
} as const;

/** One claim with everything staff need to decide: the place, the business profile and the claimant. */
export function AdminClaimCard({ claim, actions }: { claim: AdminClaim; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const none = t('none');
  const rows: [string, ReactNode][] = [
    [t('fields.companyName'), claim.companyName],
    [t('fields.vat'), claim.vat],
    [
      t('fields.pec'),
      <a key="pec" href={`mailto:${claim.pec}`} className="text-teal-700 underline">
        {claim.pec}
      </a>,
    ],
    [t('fields.phone'), claim.phoneNumber],
    [t('fields.address'), claim.companyAddress],
    [t('fields.sdi'), claim.sdi ?? none],
    [t('fields.role'), t(`roles.${claim.ownershipRole}`)],
    [t('fields.claimant'), claim.claimant.email ?? claim.claimant.displayName ?? claim.claimant.uid],
    [t('fields.requestedOn'), formatDateTime(claim.createdAt, language)],
  ];
  const headingId = `claim-${claim.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <header className="flex items-start gap-3">
        <PlaceAvatar categories={claim.restaurant.categories} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            <span className="sr-only">{t('fields.place')}: </span>
            {claim.restaurant.name}
          </h3>
          <p className="text-sm text-slate-600">{claim.restaurant.address}</p>
        </div>
        <span
          className={clsx(
            'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold',
            statusTone[claim.status],
          )}
        >
          {t(`status.${claim.status}`)}
        </span>
      </header>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {claim.decidedAt && (
        <div className="flex flex-col gap-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <p>
            {t('history.decidedBy', {
              who: claim.decidedBy?.email ?? claim.decidedBy?.uid ?? none,
              date: formatDateTime(claim.decidedAt, language),
            })}
          </p>
          {claim.rejectionReason && (
            <p className="text-red-800">{t('history.reason', { reason: claim.rejectionReason })}</p>
          )}
        </div>
      )}
      {actions}
    </article>
  );
}
