import { formatDateTime } from '@venues/contracts/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { ApiRequestError } from '@/lib/api-error';
import {
  staffAccountReason,
  useStaffAccount,
  useStaffAccountAction,
  type StaffAccount,
} from '../api/admin-accounts';
import '../i18n';
import { ReasonDialog } from './reason-dialog';
import { SearchSection } from './search-section';
import { SectionFailed, SectionLoading } from './section-states';

const nameOf = (account: StaffAccount) => account.displayName ?? account.email ?? account.uid;

/** One account as staff see it: who, since when, which venues, and the action its state allows. */
function AccountCard({ account }: { account: StaffAccount }) {
  const { t, i18n } = useTranslation('admin');
  const change = useStaffAccountAction();
  const [confirming, setConfirming] = useState(false);
  const action = account.disabled ? 'enable' : 'disable';
  const language = i18n.resolvedLanguage;

  const run = (reason: string) =>
    change.mutate(
      { account, action, reason },
      {
        onSuccess: () => {
          toast.success(t(`accounts.${action}dToast`, { name: nameOf(account) }));
          setConfirming(false);
        },
        onError: (error) => {
          toast.error(error.code === 'accounts/self' ? t('accounts.self') : t('accounts.failed'));
          setConfirming(false);
        },
      },
    );

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h3 className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{nameOf(account)}</span>
          <StatusBadge variant={account.disabled ? 'error' : 'active'}>
            {t(account.disabled ? 'accounts.disabled' : 'accounts.active')}
          </StatusBadge>
          {account.isStaff && <StatusBadge>{t('accounts.staff')}</StatusBadge>}
        </h3>
        {account.email && account.email !== nameOf(account) && (
          <p className="text-sm break-words text-slate-600">{account.email}</p>
        )}
        <dl className="flex flex-col gap-0.5 text-xs text-slate-600 sm:flex-row sm:gap-4">
          {account.createdAt && (
            <div className="flex gap-1">
              <dt>{t('accounts.created')}</dt>
              <dd>{formatDateTime(account.createdAt, language)}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>{t('accounts.lastSignIn')}</dt>
            <dd>
              {account.lastSignInAt ? formatDateTime(account.lastSignInAt, language) : t('accounts.never')}
            </dd>
          </div>
        </dl>
      </div>
      {account.venues.length === 0 ? (
        <p className="text-sm text-slate-600">{t('accounts.noVenues')}</p>
      ) : (
        <ul aria-label={t('accounts.venues')} className="flex flex-col gap-1 text-sm">
          {account.venues.map((venue) => (
            <li key={venue.id} className="flex flex-wrap items-center gap-2">
              <span className="break-words text-slate-800">{venue.name}</span>
              <StatusBadge>{t(`teams.roles.${venue.role}`)}</StatusBadge>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">
        {t(account.disabled ? 'accounts.enableHint' : 'accounts.disableHint')}
      </p>
      <Button
        variant={account.disabled ? 'secondary' : 'danger'}
        onClick={() => setConfirming(true)}
        className="self-start"
      >
        {t(`accounts.${action}`)}
      </Button>
      {confirming && (
        <ReasonDialog
          rule={staffAccountReason}
          pending={change.isPending}
          texts={{
            title: t(`accounts.dialog.${action}Title`, { name: nameOf(account) }),
            label: t('accounts.dialog.reason'),
            hint: t('accounts.dialog.hint'),
            cancel: t('dialog.cancel'),
            confirm: t(`accounts.${action}`),
          }}
          onCancel={() => setConfirming(false)}
          onConfirm={run}
        />
      )}
    </div>
  );
}

/**
 * A venue person's account, for staff: found by its sign-in email, then disabled (a stolen password, a
 * former employee who still signs in) or enabled again, with a reason that the record keeps.
 */
export function StaffAccounts() {
  const { t } = useTranslation('admin');
  const [email, setEmail] = useState('');
  const account = useStaffAccount(email);

  const refusal = account.error instanceof ApiRequestError ? account.error.status : null;
  let found = null;
  if (email === '') found = null;
  else if (account.isPending) found = <SectionLoading label={t('accounts.searching')} />;
  else if (refusal === 404) found = <p className="text-sm text-slate-600">{t('accounts.notFound')}</p>;
  else if (refusal === 400) found = <p className="text-sm text-slate-600">{t('accounts.badEmail')}</p>;
  else if (account.isError)
    found = (
      <SectionFailed
        message={t('accounts.error')}
        retrying={account.isFetching}
        onRetry={() => void account.refetch()}
      />
    );
  else found = <AccountCard account={account.data} />;

  return (
    <SearchSection
      id="admin-accounts"
      title={t('accounts.title')}
      intro={t('accounts.intro')}
      label={t('accounts.search')}
      type="email"
      onSearch={setEmail}
    >
      {found}
    </SearchSection>
  );
}
