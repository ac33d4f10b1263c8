import type { AdminClaim } from '../api/get-admin-claims';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button, focusRing } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiRequestError } from '@/lib/api-error';
import { useDecideClaim, type Decision } from '../api/decide-claim';
import { ADMIN_PAGE_SIZE, useAdminClaims, type AdminClaimsFilter } from '../api/get-admin-claims';
import '../i18n';
import { AdminClaimCard } from './admin-claim-card';
import { Pagination } from './pagination';
import { RejectDialog } from './reject-dialog';
import { ReportedReviews } from './reported-reviews';
import { AdminReplies } from './admin-replies';
import { VenueTeams } from './venue-teams';
import { StaffAccounts } from './staff-accounts';
import { GuestRequests } from './guest-requests';
import { WatchedMissions } from './watched-missions';

const ERROR_KEYS = {
  'claims/already-decided': 'errors.already-decided',
  'claims/already-verified': 'errors.already-verified',
  'not-found': 'errors.not-found',
} as const;

export function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <PageTitle>{t('title')}</PageTitle>
        <p className="text-slate-600">{t('subtitle')}</p>
      </header>
      <PendingQueue />
      <ReportedReviews />
      <AdminReplies />
      <WatchedMissions />
      <VenueTeams />
      <StaffAccounts />
      <GuestRequests />
      <DecidedHistory />
    </div>
  );
}

function useDecisionToasts() {
  const { t } = useTranslation('admin');
  const decide = useDecideClaim();
  const run = (decision: Decision, placeName: string, onDone?: () => void) =>
    decide.mutate(decision, {
      onSuccess: () => {
        toast.success(
          t(decision.status === 'approved' ? 'toast.approved' : 'toast.rejected', { name: placeName }),
        );
        onDone?.();
      },
      onError: (error: ApiRequestError) => {
        const key = ERROR_KEYS[error.code as keyof typeof ERROR_KEYS] as
          (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS] | undefined;
        toast.error(t('toast.failed', { message: key ? t(key) : t('errors.generic', { ns: 'common' }) }));
        if (error.status === 409 || error.status === 404) onDone?.();
      },
    });
  return { run, pendingId: decide.isPending ? decide.variables.id : null };
}

function PendingQueue() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(0);
  const claims = useAdminClaims('pending', page);
  const { run, pendingId } = useDecisionToasts();
  const [rejecting, setRejecting] = useState<AdminClaim | null>(null);
  const total = claims.data?.total ?? 0;
  const pages = Math.ceil(total / ADMIN_PAGE_SIZE);
  if (claims.data && page > 0 && page >= pages) setPage(Math.max(0, pages - 1));

  return (
    <section aria-labelledby="admin-queue" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-queue" className="text-xl font-bold text-slate-900">
          {t('queue.title')}
        </h2>
        {claims.data && <p className="text-sm text-slate-600">{t('queue.count', { count: total })}</p>}
      </div>
      <ClaimList
        query={claims}
        empty={t('queue.empty')}
        actions={(claim) => (
          <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              aria-label={t('rejectClaim', { name: claim.restaurant.name })}
              disabled={pendingId !== null}
              onClick={() => setRejecting(claim)}
            >
              {t('reject')}
            </Button>
            <Button
              aria-label={t('approveClaim', { name: claim.restaurant.name })}
              pending={pendingId === claim.id && !rejecting}
              disabled={pendingId !== null}
              onClick={() => run({ id: claim.id, status: 'approved' }, claim.restaurant.name)}
            >
              {t('approve')}
            </Button>
          </div>
        )}
      />
      <Pagination page={page} pages={pages} onPage={setPage} />
      {rejecting && (
        <RejectDialog
          placeName={rejecting.restaurant.name}
          pending={pendingId === rejecting.id}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) =>
            run({ id: rejecting.id, status: 'rejected', reason }, rejecting.restaurant.name, () =>
              setRejecting(null),
            )
          }
        />
      )}
    </section>
  );
}

const HISTORY_FILTERS: AdminClaimsFilter[] = ['decided', 'approved', 'rejected'];

function DecidedHistory() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<AdminClaimsFilter>('decided');
  const [page, setPage] = useState(0);
  const claims = useAdminClaims(filter, page);
  const selectId = useId();
  const pages = Math.ceil((claims.data?.total ?? 0) / ADMIN_PAGE_SIZE);

  return (
    <section aria-labelledby="admin-history" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-history" className="text-xl font-bold text-slate-900">
          {t('history.title')}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            {t('history.filter')}
          </label>
          <select
            id={selectId}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as AdminClaimsFilter);
              setPage(0);
            }}
            className={`min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm ${focusRing}`}
          >
            {HISTORY_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`history.filters.${value as 'decided' | 'approved' | 'rejected'}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ClaimList query={claims} empty={t('history.empty')} />
      <Pagination page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

function ClaimList({
  query,
  empty,
  actions,
}: {
  query: ReturnType<typeof useAdminClaims>;
  empty: string;
  actions?: (claim: AdminClaim) => React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) {
    return (
      <div role="status" className="flex justify-center py-8 text-teal-700">
        <Spinner className="size-6" />
        <span className="sr-only">{t('loading', { ns: 'common' })}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('error')}</Alert>
        <Button variant="secondary" pending={query.isFetching} onClick={() => void query.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (query.data.data.length === 0) return <p className="rounded-xl bg-white p-4 text-slate-600">{empty}</p>;
  return (
    <ul className={`flex flex-col gap-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
      {query.data.data.map((claim) => (
        <li key={claim.id}>
          <AdminClaimCard claim={claim} actions={actions?.(claim)} />
        </li>
      ))}
    </ul>
  );
}
