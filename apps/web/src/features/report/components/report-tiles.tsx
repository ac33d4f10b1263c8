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

/** `lowerIsBetter` colours a fall green, as for a time to reply. */
function Change({
  change,
  language,
  lowerIsBetter = false,
}: {
  change: number | null;
  language: string | undefined;
  lowerIsBetter?: boolean;
}) {
  const { t } = useTranslation('report');
  if (change === null) {
    return (
      <span className="rounded-md bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('tiles.noComparison')}</span>
      </span>
    );
  }
  const good = lowerIsBetter ? change < 0 : change > 0;
  return (
    <span
      className={clsx(
        'rounded-md px-1.5 py-0.5 font-semibold tabular-nums',
        change !== 0 && good && 'bg-emerald-50 text-emerald-800',
        change !== 0 && !good && 'bg-red-50 text-red-800',
        change === 0 && 'bg-slate-100 text-slate-700',
      )}
    >
      {formatChange(change, language)}
    </span>
  );
}

/** One figure of the period, its change from the period before, and the previous figure. */
export function FigureTile({
  label,
  value,
  previous,
  change,
  language,
  lowerIsBetter,
}: {
  label: string;
  value: string;
  previous: string;
  change: number | null;
  language: string | undefined;
  lowerIsBetter?: boolean;
}) {
  const { t } = useTranslation('report');
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex min-w-0 flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div id={labelId} className="text-sm font-semibold text-slate-600">
        {label}
      </div>
      <div className="text-xl font-bold tracking-tight break-words text-slate-900 tabular-nums sm:text-2xl xl:text-3xl">
        {value}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
        <Change change={change} language={language} lowerIsBetter={lowerIsBetter} />
        <span>{t('tiles.previous', { value: previous })}</span>
      </p>
    </div>
  );
}

function Tile({ name, tiles, format }: { name: ReportTileName; tiles: Tiles; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const { current, previous } = tiles[name];
  const value = formatTile(name, current, format);
  return (
    <FigureTile
      label={t(`tiles.${name}`)}
      value={name === 'averageRating' && current !== null ? t('tiles.outOfFive', { value }) : value}
      previous={formatTile(name, previous, format)}
      change={percentChange(current, previous)}
      language={format.language}
    />
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
