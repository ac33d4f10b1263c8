import { isReportEmpty, isReportPeriod, type ReportPeriod } from '@venues/contracts/report';
import clsx from 'clsx';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DaysNote } from '@/components/ui/days-note';
import { useReport, type Report } from '../api/get-report';
import { useReportFormat, type ReportFormat } from '../hooks/use-report-format';
import { useReportPeriod } from '../hooks/use-report-period';
import { PeriodPicker } from './period-picker';
import { ReportCharts } from './report-charts';
import { ReportEmpty } from './report-empty';
import { ReportExports, type PdfAccess } from './report-exports';
import { ReportReplies } from './report-replies';
import { ReportSkeleton } from './report-skeleton';
import { ReportTiles } from './report-tiles';
import '../texts';

type VenueProps = { placeId: string; venueName: string; pdf: PdfAccess };

function ReportRange({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation('report');
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-slate-600">
        {t('range', {
          from: format.day(report.from),
          to: format.day(report.to),
          previousFrom: format.day(report.previous.from),
          previousTo: format.day(report.previous.to),
        })}
      </p>
      <DaysNote days={report.period} />
    </div>
  );
}

function ReportBody({ report, period, ...venue }: VenueProps & { report: Report; period: ReportPeriod }) {
  const { t } = useTranslation('report');
  const format = useReportFormat();
  if (isReportEmpty(report)) return <ReportEmpty periodLabel={t(`period.${period}`)} />;
  return (
    <>
      <ReportRange report={report} format={format} />
      <ReportTiles tiles={report.tiles} format={format} />
      <ReportReplies replies={report.replies} format={format} />
      <ReportCharts report={report} format={format} />
      <ReportExports {...venue} period={period} />
    </>
  );
}

/** The report of the current venue for the period in the URL, compared with the period before it. */
export function ReportView(venue: VenueProps) {
  const { t } = useTranslation('report');
  const [period, setPeriod] = useReportPeriod();
  const report = useReport(venue.placeId, period);
  // A new answer is drawn in a render that yields to the browser, not in the task that delivers it: until
  // that render is done, the page keeps what it showed (the skeletons, or the period before).
  const data = useDeferredValue(report.data);
  const updating = report.isPlaceholderData && report.isFetching;
  return (
    <div className="flex flex-col gap-6">
      <PeriodPicker period={period} onChange={setPeriod} />
      <p role="status" className="sr-only">
        {updating ? t('updating') : ''}
      </p>
      {report.isError && (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{t('error')}</Alert>
          <Button variant="secondary" pending={report.isFetching} onClick={() => void report.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {!report.isError && data === undefined && <ReportSkeleton label={t('loading')} />}
      {report.isSuccess && data !== undefined && (
        <div
          aria-busy={updating || undefined}
          className={clsx('flex flex-col gap-6 transition-opacity', updating && 'opacity-60')}
        >
          <ReportBody report={data} period={isReportPeriod(data.period) ? data.period : period} {...venue} />
        </div>
      )}
    </div>
  );
}
