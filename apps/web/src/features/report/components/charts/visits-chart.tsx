import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportFormat } from '../../hooks/use-report-format';
import { CHART_HEIGHT, ChartFigure } from '../chart-figure';
import { barRadius, chartColors, chartMargin, xAxisProps, yAxisProps } from './chart-theme';

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
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={report.series} margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="start" tickFormatter={format.day} {...xAxisProps} />
          <YAxis allowDecimals={false} tickFormatter={format.count} {...yAxisProps} />
          <Tooltip
            labelFormatter={(start) =>
              typeof start === 'string' ? format.bucket(start, report.bucket) : start
            }
            formatter={(value) => (typeof value === 'number' ? format.count(value) : value)}
          />
          <Bar dataKey="newVisits" name={names.new} stackId="visits" fill={chartColors.primary} />
          <Bar
            dataKey="returningVisits"
            name={names.returning}
            stackId="visits"
            fill={chartColors.secondary}
            radius={barRadius}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
