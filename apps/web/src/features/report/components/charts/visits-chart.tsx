import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../../hooks/use-report-format';
import { ChartFigure } from '../chart-figure';
import { chartColors } from './chart-theme';
import { VisitsDrawing } from './lazy-drawings';

/** Visits per bucket, new customers' and returning customers' stacked. */
export function VisitsChart({
  report,
  format,
  note,
}: {
  report: Report;
  format: ReportFormat;
  note: string;
}) {
  const { t } = useTranslation('report');
  const title = t('charts.visits.title');
  const names = { new: t('charts.visits.new'), returning: t('charts.visits.returning') };
  const table = {
    caption: `${title}, ${note}`,
    columns: [t(`charts.${report.bucket}`), names.new, names.returning, t('charts.visits.total')],
    rows: report.series.map((bucket) => ({
      key: bucket.start,
      header: format.bucket(bucket.start, report.bucket),
      cells: [
        format.count(bucket.newVisits),
        format.count(bucket.returningVisits),
        format.count(bucket.visits),
      ],
    })),
  };
  return (
    <ChartFigure
      title={title}
      note={note}
      table={table}
      legend={[
        { label: names.new, color: chartColors.primary, shape: 'bar' },
        { label: names.returning, color: chartColors.secondary, shape: 'bar' },
      ]}
      empty={report.tiles.visits.current === 0 ? t('charts.visits.empty') : undefined}
    >
      <VisitsDrawing report={report} format={format} names={names} />
    </ChartFigure>
  );
}
