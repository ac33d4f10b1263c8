import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportFormat } from '../../hooks/use-report-format';
import { CHART_HEIGHT, ChartFigure } from '../chart-figure';
import { barRadius, chartColors, chartMargin, xAxisProps, yAxisProps } from './chart-theme';

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
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={data} margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="label" {...xAxisProps} interval={0} />
          <YAxis allowDecimals={false} tickFormatter={format.count} {...yAxisProps} />
          <Tooltip formatter={(value) => (typeof value === 'number' ? format.count(value) : value)} />
          <Bar
            dataKey="count"
            name={t('charts.distribution.reviews')}
            fill={chartColors.accent}
            radius={barRadius}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
