import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportFormat } from '../../hooks/use-report-format';
import { CHART_HEIGHT, ChartFigure } from '../chart-figure';
import { barRadius, chartColors, chartMargin, xAxisProps, yAxisProps } from './chart-theme';

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
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={report.series} margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="start" tickFormatter={format.day} {...xAxisProps} />
          <YAxis tickFormatter={format.wholeEuros} {...yAxisProps} width={64} />
          <Tooltip
            labelFormatter={(start) =>
              typeof start === 'string' ? format.bucket(start, report.bucket) : start
            }
            formatter={(value) => (typeof value === 'number' ? format.euros(value) : value)}
          />
          <Bar
            dataKey="estimatedValue"
            name={t('charts.value.value')}
            fill={chartColors.primary}
            radius={barRadius}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
