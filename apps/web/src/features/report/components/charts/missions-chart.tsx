import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportFormat } from '../../hooks/use-report-format';
import { ChartFigure } from '../chart-figure';
import { chartColors, chartMargin, xAxisProps, yAxisProps } from './chart-theme';

const MAX_LABEL = 18;
/** A band per mission, so that two missions do not get bars as thick as a chart's height. */
const heightFor = (missions: number) => 76 + 44 * Math.max(missions, 2);

function shorten(title: string): string {
  return title.length > MAX_LABEL ? `${title.slice(0, MAX_LABEL - 1)}…` : title;
}

/**
 * The visits brought by each mission, most first, as horizontal bars for this period and the previous
 * one; the table beside the chart adds their estimated value.
 */
export function MissionsChart({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const title = t('charts.missions.title');
  const table = {
    caption: title,
    columns: [
      t('charts.missions.mission'),
      t('charts.missions.visits'),
      t('charts.missions.value'),
      t('charts.missions.previousVisits'),
      t('charts.missions.previousValue'),
    ],
    rows: report.missions.map((mission) => ({
      key: mission.id,
      header: mission.title,
      cells: [
        format.count(mission.visits),
        format.euros(mission.estimatedValue),
        format.count(mission.previousVisits),
        format.euros(mission.previousEstimatedValue),
      ],
    })),
  };
  return (
    <ChartFigure
      title={title}
      table={table}
      empty={report.missions.length === 0 ? t('charts.missions.empty') : undefined}
      className="lg:col-span-2"
    >
      <ResponsiveContainer width="100%" height={heightFor(report.missions.length)}>
        <BarChart data={report.missions} layout="vertical" margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={chartColors.grid} />
          <XAxis type="number" allowDecimals={false} tickFormatter={format.count} {...xAxisProps} />
          <YAxis type="category" dataKey="title" tickFormatter={shorten} {...yAxisProps} width={128} />
          <Tooltip formatter={(value) => (typeof value === 'number' ? format.count(value) : value)} />
          <Legend verticalAlign="top" height={28} />
          <Bar
            dataKey="visits"
            name={t('charts.missions.visits')}
            fill={chartColors.secondary}
            radius={[0, 3, 3, 0]}
            maxBarSize={28}
          />
          <Bar
            dataKey="previousVisits"
            name={t('charts.missions.previousVisits')}
            fill={chartColors.previous}
            radius={[0, 3, 3, 0]}
            maxBarSize={14}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
