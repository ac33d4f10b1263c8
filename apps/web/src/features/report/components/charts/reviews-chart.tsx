import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../../hooks/use-report-format';
import { ChartFigure } from '../chart-figure';
import { chartColors } from './chart-theme';
import { ReviewsDrawing } from './lazy-drawings';

/** Reviews per bucket as bars, and their average rating as a line on a second 1–5 axis. */
export function ReviewsChart({
  report,
  format,
  note,
}: {
  report: Report;
  format: ReportFormat;
  note: string;
}) {
  const { t } = useTranslation('report');
  const title = t('charts.reviews.title');
  const names = { reviews: t('charts.reviews.reviews'), rating: t('charts.reviews.rating') };
  const table = {
    caption: `${title}, ${note}`,
    columns: [t(`charts.${report.bucket}`), names.reviews, names.rating],
    rows: report.series.map((bucket) => ({
      key: bucket.start,
      header: format.bucket(bucket.start, report.bucket),
      cells: [format.count(bucket.reviews), format.rating(bucket.averageRating)],
    })),
  };
  return (
    <ChartFigure
      title={title}
      note={note}
      table={table}
      legend={[
        { label: names.reviews, color: chartColors.primary, shape: 'bar' },
        { label: names.rating, color: chartColors.accent, shape: 'line' },
      ]}
      empty={report.tiles.reviews.current === 0 ? t('charts.reviews.empty') : undefined}
      className="lg:col-span-2"
    >
      <ReviewsDrawing report={report} format={format} names={names} />
    </ChartFigure>
  );
}
