import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReportFormat } from '../../hooks/use-report-format';
import { CHART_HEIGHT, ChartFigure } from '../chart-figure';
import { barRadius, chartColors, chartMargin, xAxisProps, yAxisProps } from './chart-theme';

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
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart data={report.series} margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="start" tickFormatter={format.day} {...xAxisProps} />
          <YAxis yAxisId="count" allowDecimals={false} tickFormatter={format.count} {...yAxisProps} />
          <YAxis
            yAxisId="rating"
            orientation="right"
            domain={[1, 5]}
            ticks={[1, 2, 3, 4, 5]}
            tickFormatter={format.count}
            {...yAxisProps}
            width={36}
          />
          <Tooltip
            labelFormatter={(start) =>
              typeof start === 'string' ? format.bucket(start, report.bucket) : start
            }
            formatter={(value, name) => {
              if (typeof value !== 'number') return value;
              return name === names.rating ? format.rating(value) : format.count(value);
            }}
          />
          <Bar
            yAxisId="count"
            dataKey="reviews"
            name={names.reviews}
            fill={chartColors.primary}
            radius={barRadius}
          />
          <Line
            yAxisId="rating"
            dataKey="averageRating"
            name={names.rating}
            type="monotone"
            stroke={chartColors.accent}
            strokeWidth={2}
            dot={false}
            connectNulls
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
