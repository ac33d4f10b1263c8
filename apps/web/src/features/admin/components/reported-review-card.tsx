import type { AdminReviewReport } from '../api/get-review-reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProtectedVideo } from '@/components/ui/protected-video';
import '../i18n';
import { formatDateTime } from '@venues/contracts/format';

const RATING_MAX = 5;

function ReviewVideo({ review }: { review: AdminReviewReport['review'] }) {
  const { t } = useTranslation('admin');
  if (!review.videoUrl) {
    return (
      <p className="flex aspect-[3/4] w-full items-center justify-center rounded-xl bg-slate-100 p-4 text-center text-sm text-slate-500">
        {t('reports.noVideo')}
      </p>
    );
  }
  return (
    <ProtectedVideo
      src={review.videoUrl}
      poster={review.posterUrl}
      label={t('reports.video', { title: review.title })}
      preload="none"
    />
  );
}

/** One open report: who reported what and why, next to the review itself, so staff can judge it in place. */
export function ReportedReviewCard({ report, actions }: { report: AdminReviewReport; actions: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const { review } = report;
  const headingId = `report-${report.id}`;
  const none = t('none');
  const reportRows: [string, ReactNode][] = [
    [t('reports.fields.reason'), t(`reports.reasons.${report.reason}`)],
    [t('reports.fields.note'), report.note || none],
    [t('reports.fields.reporter'), report.reporterEmail ?? none],
    [t('reports.fields.reportedOn'), formatDateTime(report.createdAt, language)],
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          <span className="sr-only">{t('fields.place')}: </span>
          {report.place.name}
        </h3>
        <span className="shrink-0 rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-800">
          {t(`reports.reasons.${report.reason}`)}
        </span>
      </header>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {reportRows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 rounded-xl bg-slate-50 p-3 sm:grid-cols-[10rem_1fr] sm:p-4">
        <div className="mx-auto w-full max-w-48 sm:max-w-none">
          <ReviewVideo review={review} />
        </div>
        <div className="flex min-w-0 flex-col gap-2 text-sm">
          <h4 className="font-semibold break-words text-slate-900">
            <span className="sr-only">{t('reports.fields.review')}: </span>
            {review.title}
          </h4>
          <p className="break-words whitespace-pre-line text-slate-700">{review.description}</p>
          <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">{t('reports.fields.guest')}</dt>
              <dd className="font-medium break-words text-slate-900">{review.displayName}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('reports.fields.rating')}</dt>
              <dd className="font-medium text-slate-900">
                {review.ratingOverall === null
                  ? none
                  : t('reports.rating', { value: review.ratingOverall, max: RATING_MAX })}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('reports.fields.postedOn')}</dt>
              <dd className="font-medium text-slate-900">{formatDateTime(review.createdAt, language)}</dd>
            </div>
          </dl>
        </div>
      </div>
      {actions}
    </article>
  );
}
