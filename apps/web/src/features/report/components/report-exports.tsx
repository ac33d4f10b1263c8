import type { ReportExportKind, ReportPeriod } from '@venues/contracts/report';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { DownloadIcon } from '@/components/ui/icons';
import { toastErrorWithRetry } from '@/components/ui/retry-toast';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { saveBlob } from '@/lib/save-file';
import { useDownloadReportCsv } from '../api/download-report-csv';
import { useDownloadReportPdf } from '../api/download-report-pdf';
import { reportFileName } from '../utils/file-names';
import '../texts';

/** What the current plan allows: the PDF on pro, an offer to upgrade otherwise; pending while it loads. */
export type PdfAccess = 'pending' | 'available' | 'upgrade';

type ExportProps = { placeId: string; venueName: string; period: ReportPeriod };

function CsvDownload({ placeId, venueName, period, kind }: ExportProps & { kind: ReportExportKind }) {
  const { t } = useTranslation('report');
  const download = useDownloadReportCsv(placeId);
  const start = () =>
    download.mutate(
      { kind, period, lang: currentLanguage() },
      {
        onSuccess: (csv) => saveBlob(csv, reportFileName(venueName, period, kind)),
        onError: () =>
          toastErrorWithRetry({
            message: t('exports.failed'),
            retryLabel: t('exports.retry'),
            onRetry: start,
            toastId: `report-${kind}`,
          }),
      },
    );
  return (
    <Button variant="secondary" pending={download.isPending} onClick={start}>
      {!download.isPending && <DownloadIcon className="size-4 shrink-0" />}
      {t(`exports.${kind}`)}
    </Button>
  );
}

function PdfDownload({ placeId, venueName, period }: ExportProps) {
  const { t } = useTranslation('report');
  const download = useDownloadReportPdf(placeId);
  const hintId = useId();
  const start = () =>
    download.mutate(
      { period, lang: currentLanguage() },
      {
        onSuccess: (pdf) => saveBlob(pdf, reportFileName(venueName, period, 'pdf')),
        onError: (error) => {
          // The plan changed since the page loaded: retrying would fail the same way.
          if (error.code === 'billing/plan-required') {
            toast.error(t('exports.planRequired'), { toastId: 'report-pdf' });
            return;
          }
          toastErrorWithRetry({
            message: t('exports.failed'),
            retryLabel: t('exports.retry'),
            onRetry: start,
            toastId: 'report-pdf',
          });
        },
      },
    );
  return (
    <div className="flex flex-col gap-1.5">
      <Button pending={download.isPending} onClick={start} aria-describedby={hintId} className="self-start">
        {!download.isPending && <DownloadIcon className="size-4 shrink-0" />}
        {t('exports.pdf')}
      </Button>
      <p id={hintId} className="text-xs text-slate-500">
        {t('exports.pdfHint')}
      </p>
    </div>
  );
}

function PdfUpgrade() {
  const { t } = useTranslation('report');
  const titleId = useId();
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-2 rounded-xl border border-teal-200 bg-teal-50 p-4"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {t('exports.upgrade.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('exports.upgrade.body')}</p>
      <Link to={paths.dashboard.plans.getHref()} className={buttonClasses('primary', 'mt-1')}>
        {t('exports.upgrade.cta')}
      </Link>
    </div>
  );
}

/** CSV of the period's reviews and visits on every plan; the PDF report on pro. */
export function ReportExports({ pdf, ...props }: ExportProps & { pdf: PdfAccess }) {
  const { t } = useTranslation('report');
  return (
    <SectionCard title={t('exports.title')} intro={t('exports.intro')}>
      <div className="flex flex-wrap gap-2">
        <CsvDownload {...props} kind="reviews" />
        <CsvDownload {...props} kind="visits" />
      </div>
      {pdf === 'pending' && <Skeleton className="h-10 w-48" />}
      {pdf === 'available' && <PdfDownload {...props} />}
      {pdf === 'upgrade' && <PdfUpgrade />}
    </SectionCard>
  );
}
