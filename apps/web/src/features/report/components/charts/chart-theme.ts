/*
 * Colours of the charts, from the app's Tailwind palette, each at least 3:1 against white (WCAG 1.4.11).
 * Recharts draws SVG attributes, so they are values here rather than classes.
 */
export const chartColors = {
  primary: '#0f766e', // teal-700
  secondary: '#4f46e5', // indigo-600
  accent: '#b45309', // amber-700
  /** The previous period beside the current one. */
  previous: '#64748b', // slate-500
  grid: '#e2e8f0', // slate-200
  axis: '#64748b', // slate-500
} as const;

const tick = { fill: chartColors.axis, fontSize: 12 };

export const xAxisProps = {
  tick,
  tickLine: false,
  axisLine: { stroke: chartColors.grid },
  minTickGap: 16,
  interval: 'preserveStartEnd',
} as const;

export const yAxisProps = { tick, tickLine: false, axisLine: false, width: 48 } as const;

export const barRadius: [number, number, number, number] = [3, 3, 0, 0];

export const chartMargin = { top: 8, right: 8, bottom: 0, left: 0 };
