import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../../hooks/use-report-format';
import { ChartFigure } from '../chart-figure';
import { ValueDrawing } from './lazy-drawings';

/** The estimated value of the visits of each bucket, in euros. */
export function ValueChart({ report, format, note }: { report: Report; format: ReportFormat; note: string }) {
  const { t } = useTranslation('report');
  const title = t('charts.value.title');
  const table = {
    caption: `${title}, ${note}`,
    columns: [t(`charts.${report.bucket}`), t('charts.value.value')],
    rows: report.series.map((bucket) => ({
      key: bucket.start,
      header: format.bucket(bucket.start, report.bucket),
      cells: [format.euros(bucket.estimatedValue)],
    })),
  };
  return (
    <ChartFigure
      title={title}
      note={note}
      table={table}
      empty={report.tiles.estimatedValue.current === 0 ? t('charts.value.empty') : undefined}
    >
      <ValueDrawing report={report} format={format} name={t('charts.value.value')} />
    </ChartFigure>
  );
}
