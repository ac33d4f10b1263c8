import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../../hooks/use-report-format';
import { ChartFigure } from '../chart-figure';
import { RatingDistributionDrawing } from './lazy-drawings';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** How many of the period's reviews gave each overall rating, 1 to 5 (a rating the API left out is 0). */
export function RatingDistributionChart({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const title = t('charts.distribution.title');
  const data = RATINGS.map((rating) => ({
    rating,
    label: t('charts.distribution.stars', { count: rating }),
    count: report.ratingDistribution.find((entry) => entry.rating === rating)?.count ?? 0,
  }));
  const table = {
    caption: title,
    columns: [t('charts.distribution.rating'), t('charts.distribution.reviews')],
    rows: data.map((entry) => ({
      key: String(entry.rating),
      header: entry.label,
      cells: [format.count(entry.count)],
    })),
  };
  return (
    <ChartFigure
      title={title}
      table={table}
      empty={data.every((entry) => entry.count === 0) ? t('charts.distribution.empty') : undefined}
    >
      <RatingDistributionDrawing data={data} format={format} name={t('charts.distribution.reviews')} />
    </ChartFigure>
  );
}
