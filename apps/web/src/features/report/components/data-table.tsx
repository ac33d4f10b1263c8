export type ChartTable = {
  caption: string;
  /** The row headers' column first, then one per value column. */
  columns: readonly string[];
  rows: readonly { key: string; header: string; cells: readonly string[] }[];
};

/** A chart's figures as a real table: the screen reader's way through the chart, or shown in its place. */
export function DataTable({ table }: { table: ChartTable }) {
  const [headerColumn, ...valueColumns] = table.columns;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{table.caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-3 text-left font-semibold">
            {headerColumn}
          </th>
          {valueColumns.map((column) => (
            <th key={column} scope="col" className="py-2 pl-3 text-right font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal break-words text-slate-700">
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              <td
                key={valueColumns[index] ?? index}
                className="py-1.5 pl-3 text-right text-slate-900 tabular-nums"
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
