import type { ReactNode } from 'react';

export type Detail = { label: string; value: ReactNode };

/** Read-only label/value pairs; labels are lower case in the DOM and shown with a capital first letter. */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-slate-500 first-letter:uppercase">
            {item.label}
          </dt>
          <dd className="text-sm break-words text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
