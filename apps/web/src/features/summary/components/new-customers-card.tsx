import type { Reviewer } from '../api/get-reviewers';
import type { Stats } from '../api/get-stats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { useReviewers } from '../api/get-reviewers';
import '../texts';

const PREVIEW = 4;

function CustomerRow({ reviewer }: { reviewer: Reviewer }) {
  const { t } = useTranslation('summary');
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar name={reviewer.displayName} src={reviewer.photoUrl} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{reviewer.displayName}</p>
        <p className="text-xs text-slate-500">{t('customers.visits', { count: reviewer.visits30d })}</p>
      </div>
      <StatusBadge variant={reviewer.status === 'new' ? 'success' : 'default'}>
        {t(`customers.status.${reviewer.status}`)}
      </StatusBadge>
    </li>
  );
}

function CustomerList({ reviewers }: { reviewers: Reviewer[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {reviewers.map((reviewer) => (
        <CustomerRow key={reviewer.id} reviewer={reviewer} />
      ))}
    </ul>
  );
}

/** New and returning customers of the past 30 days; "View all" lists every one of them. */
export function NewCustomersCard({ placeId, stats }: { placeId: string; stats: Stats }) {
  const { t } = useTranslation('summary');
  const reviewers = useReviewers(placeId);
  const [showAll, setShowAll] = useState(false);
  const list = reviewers.data ?? [];
  return (
    <Card
      title={t('customers.title')}
      busy={reviewers.isPending}
      action={
        list.length > 0 && (
          <button
            type="button"
            onClick={() => setShowAll(true)}
            className="rounded text-sm font-semibold text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            {t('customers.viewAll')}
          </button>
        )
      }
    >
      <div className="text-3xl font-bold tracking-tight text-slate-900">{stats.newCustomers30d}</div>
      <p className="text-sm text-slate-500">
        {t('customers.counts', { new: stats.newCustomers30d, returning: stats.returningCustomers30d })}
      </p>
      {reviewers.isPending && (
        <div className="flex flex-col gap-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-9 w-full" />
          ))}
        </div>
      )}
      {reviewers.isError && <Alert tone="error">{t('customers.error')}</Alert>}
      {reviewers.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-500">{t('customers.empty')}</p>
      )}
      {list.length > 0 && <CustomerList reviewers={list.slice(0, PREVIEW)} />}
      {showAll && (
        <Modal
          title={t('customers.all')}
          closeLabel={t('customers.close')}
          onClose={() => setShowAll(false)}
          className="sm:max-w-lg"
        >
          <div className="px-4 pb-4 sm:px-6">
            <CustomerList reviewers={list} />
          </div>
        </Modal>
      )}
    </Card>
  );
}
