import { useId, type ReactNode } from 'react';

/** A panel with a titled explanation on the left and its action (usually a button) on the right. */
export function ActionPanel({ title, body, action }: { title: string; body: ReactNode; action: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{body}</p>
      </div>
      {action}
    </section>
  );
}
