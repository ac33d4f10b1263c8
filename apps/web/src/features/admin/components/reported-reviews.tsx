import type { AdminReviewReport } from '../api/get-review-reports';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApiRequestError } from '@/lib/api-error';
import { useReviewReports } from '../api/get-review-reports';
import { useResolveReviewReport, type Resolution } from '../api/resolve-review-report';
import '../i18n';
import { HideReviewDialog } from './hide-review-dialog';
import { ReportedReviewCard } from './reported-review-card';

function useResolution(onResolved: () => void) {
  const { t } = useTranslation('admin');
  const resolve = useResolveReviewReport();
  const run = (resolution: Resolution, onDone?: () => void) =>
    resolve.mutate(resolution, {
      // Runs once the list has refetched: the card and its buttons are gone, so focus moves to the heading.
      onSuccess: () => {
        toast.success(t(resolution.action === 'hide' ? 'reports.toast.hidden' : 'reports.toast.dismissed'));
        onDone?.();
        onResolved();
      },
      onError: (error: ApiRequestError) => {
        const message =
          error.code === 'not-found' ? t('reports.errors.not-found') : t('errors.generic', { ns: 'common' });
        toast.error(t('reports.toast.failed', { message }));
        if (error.status === 409 || error.status === 404) onDone?.();
      },
    });
  return { run, pending: resolve.isPending ? resolve.variables : null };
}

function ReportSkeletons() {
  const { t } = useTranslation('admin');
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {t('reports.loading')}
      </p>
      {[0, 1].map((index) => (
        <div
          key={index}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-10 w-full" />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <Skeleton className="mx-auto aspect-[3/4] w-full max-w-48 sm:max-w-none" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** Owners report reviews, staff hide them (for abuse, with a reason) or dismiss the report. */
export function ReportedReviews() {
  const { t } = useTranslation('admin');
  const reports = useReviewReports();
  const heading = useRef<HTMLHeadingElement>(null);
  const { run, pending } = useResolution(() => heading.current?.focus());
  const [hiding, setHiding] = useState<AdminReviewReport | null>(null);

  let body;
  if (reports.isPending) body = <ReportSkeletons />;
  else if (reports.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('reports.error')}</Alert>
        <Button variant="secondary" pending={reports.isFetching} onClick={() => void reports.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  } else if (reports.data.length === 0) {
    body = <p className="rounded-xl bg-white p-4 text-slate-600">{t('reports.empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {reports.data.map((report) => (
          <li key={report.id}>
            <ReportedReviewCard
              report={report}
              actions={
                <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:justify-end">
                  <Button
                    variant="secondary"
                    aria-label={t('reports.dismissReport', { title: report.review.title })}
                    pending={pending?.id === report.id && pending.action === 'dismiss'}
                    disabled={pending !== null}
                    onClick={() => run({ id: report.id, action: 'dismiss' })}
                  >
                    {t('reports.dismiss')}
                  </Button>
                  <Button
                    aria-label={t('reports.hideReview', { title: report.review.title })}
                    disabled={pending !== null}
                    onClick={() => setHiding(report)}
                  >
                    {t('reports.hide')}
                  </Button>
                </div>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="admin-reports" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="admin-reports"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          {t('reports.title')}
        </h2>
        {reports.data && (
          <p className="text-sm text-slate-600">{t('reports.count', { count: reports.data.length })}</p>
        )}
      </div>
      <p className="text-sm text-slate-600">{t('reports.intro')}</p>
      {body}
      {hiding && (
        <HideReviewDialog
          reviewTitle={hiding.review.title}
          pending={pending?.id === hiding.id}
          onCancel={() => setHiding(null)}
          onConfirm={(reason) => run({ id: hiding.id, action: 'hide', reason }, () => setHiding(null))}
        />
      )}
    </section>
  );
}
