import { percentChange } from '@venues/contracts/report';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_TILE_ORDER, type ReportTileName, type ReportTiles as Tiles } from '../api/get-report';
import type { ReportFormat } from '../hooks/use-report-format';
import { formatChange, NO_FIGURE } from '@venues/contracts/format';
import '../texts';

function formatTile(name: ReportTileName, value: number | null, format: ReportFormat): string {
  if (name === 'averageRating') return format.rating(value);
  if (name === 'scanConversion') return format.share(value);
  if (value === null) return NO_FIGURE;
  return name === 'estimatedValue' ? format.euros(value) : format.count(value);
}

function Change({ change, language }: { change: number | null; language: string | undefined }) {
  const { t } = useTranslation('report');
  if (change === null) {
    return (
      <span className="rounded-md bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('tiles.noComparison')}</span>
      </span>
    );
  }
  return (
    <span
      className={clsx(
        'rounded-md px-1.5 py-0.5 font-semibold tabular-nums',
        change > 0 && 'bg-emerald-50 text-emerald-800',
        change < 0 && 'bg-red-50 text-red-800',
        change === 0 && 'bg-slate-100 text-slate-700',
      )}
    >
      {formatChange(change, language)}
    </span>
  );
}

function Tile({ name, tiles, format }: { name: ReportTileName; tiles: Tiles; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const labelId = useId();
  const { current, previous } = tiles[name];
  const value = formatTile(name, current, format);
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex min-w-0 flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p id={labelId} className="text-sm font-semibold text-slate-600">
        {t(`tiles.${name}`)}
      </p>
      <p className="text-xl font-bold tracking-tight break-words text-slate-900 tabular-nums sm:text-2xl xl:text-3xl">
        {name === 'averageRating' && current !== null ? t('tiles.outOfFive', { value }) : value}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
        <Change change={percentChange(current, previous)} language={format.language} />
        <span>{t('tiles.previous', { value: formatTile(name, previous, format) })}</span>
      </p>
    </div>
  );
}

/** The period's figures, each with its change from the period before. */
export function ReportTiles({ tiles, format }: { tiles: Tiles; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {t('tiles.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {REPORT_TILE_ORDER.map((name) => (
          <Tile key={name} name={name} tiles={tiles} format={format} />
        ))}
      </div>
    </section>
  );
}
