import { SUB_RATINGS } from '@venues/contracts/report';
import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportFormat } from '../../hooks/use-report-format';
import { CHART_HEIGHT, ChartFigure } from '../chart-figure';
import { chartColors, chartMargin, xAxisProps, yAxisProps } from './chart-theme';

/** The period's average food, price, atmosphere and service ratings, as horizontal bars on a 0–5 scale. */
export function SubRatingsChart({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const title = t('charts.subRatings.title');
  const data = SUB_RATINGS.map((aspect) => ({
    aspect,
    label: t(`charts.subRatings.${aspect}`),
    average: report.subRatings[aspect],
  }));
  const table = {
    caption: title,
    columns: [t('charts.subRatings.aspect'), t('charts.subRatings.average')],
    rows: data.map((entry) => ({
      key: entry.aspect,
      header: entry.label,
      cells: [format.rating(entry.average)],
    })),
  };
  return (
    <ChartFigure
      title={title}
      table={table}
      empty={data.every((entry) => entry.average === null) ? t('charts.subRatings.empty') : undefined}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={data} layout="vertical" margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={chartColors.grid} />
          <XAxis
            type="number"
            domain={[0, 5]}
            ticks={[0, 1, 2, 3, 4, 5]}
            tickFormatter={format.count}
            {...xAxisProps}
          />
          <YAxis type="category" dataKey="label" {...yAxisProps} width={88} />
          <Tooltip formatter={(value) => (typeof value === 'number' ? format.rating(value) : value)} />
          <Bar
            dataKey="average"
            name={t('charts.subRatings.average')}
            fill={chartColors.primary}
            radius={[0, 3, 3, 0]}
            barSize={24}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
