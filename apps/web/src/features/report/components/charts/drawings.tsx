import type { Report } from '../../api/get-report';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReportFormat } from '../../hooks/use-report-format';
import { barRadius, chartColors, chartMargin, xAxisProps, yAxisProps } from './chart-theme';

/*
 * The charts' drawings, with recharts: a chunk of their own, loaded when the first chart comes near the
 * screen. Each chart's title, legend and table are its figure's, drawn without them; so is its height, the
 * box each drawing fills.
 */

type Drawn = { report: Report; format: ReportFormat };

const MAX_LABEL = 18;

function shorten(title: string): string {
  return title.length > MAX_LABEL ? `${title.slice(0, MAX_LABEL - 1)}…` : title;
}

/** Reviews per bucket as bars, and their average rating as a line on a second 1–5 axis. */
export function ReviewsDrawing({
  report,
  format,
  names,
}: Drawn & { names: { reviews: string; rating: string } }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
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
  );
}

/** Visits per bucket, new customers' and returning customers' stacked. */
export function VisitsDrawing({
  report,
  format,
  names,
}: Drawn & { names: { new: string; returning: string } }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
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
  );
}

/** The estimated value of the visits of each bucket, in euros. */
export function ValueDrawing({ report, format, name }: Drawn & { name: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
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
        <Bar dataKey="estimatedValue" name={name} fill={chartColors.primary} radius={barRadius} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Reviews per overall rating, 1 to 5. */
export function RatingDistributionDrawing({
  data,
  format,
  name,
}: {
  data: readonly { rating: number; label: string; count: number }[];
  format: ReportFormat;
  name: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={chartColors.grid} />
        <XAxis dataKey="label" {...xAxisProps} interval={0} />
        <YAxis allowDecimals={false} tickFormatter={format.count} {...yAxisProps} />
        <Tooltip formatter={(value) => (typeof value === 'number' ? format.count(value) : value)} />
        <Bar dataKey="count" name={name} fill={chartColors.accent} radius={barRadius} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The average of each aspect, as horizontal bars on a 0–5 scale. */
export function SubRatingsDrawing({
  data,
  format,
  name,
}: {
  data: readonly { aspect: string; label: string; average: number | null }[];
  format: ReportFormat;
  name: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
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
        <Bar dataKey="average" name={name} fill={chartColors.primary} radius={[0, 3, 3, 0]} barSize={24} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The visits each mission brought, this period's and the previous one's, as horizontal bars. */
export function MissionsDrawing({
  report,
  format,
  names,
}: Drawn & { names: { visits: string; previousVisits: string } }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={report.missions} layout="vertical" margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke={chartColors.grid} />
        <XAxis type="number" allowDecimals={false} tickFormatter={format.count} {...xAxisProps} />
        <YAxis type="category" dataKey="title" tickFormatter={shorten} {...yAxisProps} width={128} />
        <Tooltip formatter={(value) => (typeof value === 'number' ? format.count(value) : value)} />
        <Legend verticalAlign="top" height={28} />
        <Bar
          dataKey="visits"
          name={names.visits}
          fill={chartColors.secondary}
          radius={[0, 3, 3, 0]}
          maxBarSize={28}
        />
        <Bar
          dataKey="previousVisits"
          name={names.previousVisits}
          fill={chartColors.previous}
          radius={[0, 3, 3, 0]}
          maxBarSize={14}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
