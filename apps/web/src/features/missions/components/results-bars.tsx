import { useId } from 'react';

export type Bar = { key: string; label: string; value: number; shown: string };

/**
 * Figures as a table with a bar beside each: screen readers read the table, the bars are drawing only.
 * Bars are relative to the largest figure.
 */
export function ResultsBars({
  title,
  labelHeader,
  valueHeader,
  bars,
}: {
  title: string;
  labelHeader: string;
  valueHeader: string;
  bars: readonly Bar[];
}) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2">
      <h4 id={titleId} className="text-sm font-semibold text-slate-900">
        {title}
      </h4>
      <div className="max-h-72 overflow-y-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th
                  scope="row"
                  className="w-24 py-0.5 pr-2 text-left font-normal whitespace-nowrap text-slate-600"
                >
                  {bar.label}
                </th>
                <td className="py-0.5">
                  <div className="flex items-center gap-2">
                    <div aria-hidden="true" className="h-3 flex-1 rounded-sm bg-slate-100">
                      <div
                        className="h-3 rounded-sm bg-teal-600"
                        style={{ width: `${(bar.value / max) * 100}%` }}
                      />
                    </div>
                    <span className="w-10 text-right text-slate-900 tabular-nums">{bar.shown}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
