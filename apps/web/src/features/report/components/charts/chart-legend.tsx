import clsx from 'clsx';

export type LegendItem = { label: string; color: string; shape: 'bar' | 'line' };

/** The series' colours under a chart, in HTML: recharts' own legend weighs more than the rest of a chart. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-600">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            className={clsx(
              'inline-block w-3',
              item.shape === 'bar' ? 'h-3 rounded-sm' : 'h-0.5 rounded-full',
            )}
            style={{ backgroundColor: item.color }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
