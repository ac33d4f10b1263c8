import clsx from 'clsx';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TableIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { ChartLegend, type LegendItem } from './charts/chart-legend';
import { DataTable, type ChartTable } from './data-table';
import '../texts';

const CHART_HEIGHT = 256;
// How far from the screen a chart starts to be drawn: half a screen, so that scrolling finds it drawn.
const DRAW_AHEAD = '50% 0px';

/**
 * The chart, and its figures as a table for screen readers. The drawing is rendered once it comes near the
 * screen: until then a grey block of its height holds its place (a phone shows the report's figures first,
 * and its six charts cost it seconds of work it need not do up front), and a printout shows the table in its
 * place. A drawing whose code cannot load leaves the table in its place, shown.
 */
function FigureBody({
  chart,
  height,
  legend,
  table,
  asTable,
}: {
  chart: ReactNode;
  height: number;
  legend: readonly LegendItem[] | undefined;
  table: ChartTable;
  asTable: boolean;
}) {
  const [drawingRef, near] = useNearViewport<HTMLDivElement>(DRAW_AHEAD);
  if (asTable) return <DataTable table={table} />;
  return (
    <ErrorBoundary fallback={<DataTable table={table} />}>
      <div aria-hidden="true" className={clsx('flex min-w-0 flex-col gap-2', !near && 'print:hidden')}>
        <div ref={drawingRef} style={{ height }}>
          {near ? (
            <Suspense fallback={<Skeleton className="size-full" />}>{chart}</Suspense>
          ) : (
            <Skeleton className="size-full" />
          )}
        </div>
        {legend && <ChartLegend items={legend} />}
      </div>
      {/* On the wrapper: a table does not shrink to sr-only's 1px and would widen the page. */}
      <div className={clsx('sr-only', !near && 'print:not-sr-only')}>
        <DataTable table={table} />
      </div>
    </ErrorBoundary>
  );
}

/**
 * A chart with its title and its figures as a table: visually hidden beside the chart for screen readers
 * (the drawing itself is hidden from them), or shown in its place with "Show as table". With nothing to
 * draw, a sentence says so instead of empty axes.
 */
export function ChartFigure({
  title,
  note,
  height = CHART_HEIGHT,
  legend,
  table,
  empty,
  className,
  children,
}: {
  title: string;
  note?: string;
  /** The height of the box that `children`, the drawing, fills. */
  height?: number;
  /** Shown under the chart when it has more than one series. */
  legend?: readonly LegendItem[];
  table: ChartTable;
  empty?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('report');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className={clsx(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <figcaption className="flex flex-wrap items-start justify-between gap-2 sm:flex-nowrap">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          {note && <p className="text-xs text-slate-500">{note}</p>}
        </div>
        {!empty && (
          <Button
            variant="ghost"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
            className="-my-1 shrink-0 px-2 whitespace-nowrap aria-pressed:bg-slate-100"
          >
            <TableIcon className="size-4 shrink-0" />
            {t('charts.showTable')}
          </Button>
        )}
      </figcaption>
      {empty ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <FigureBody chart={children} height={height} legend={legend} table={table} asTable={asTable} />
      )}
    </figure>
  );
}
