import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** A titled dashboard panel; `action` sits on the right of the title (e.g. a view-all link). */
export function Card({
  title,
  action,
  children,
  className,
  busy = false,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  busy?: boolean;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={clsx(
        // min-w-0: in a grid or a flex row, a long text truncates or wraps instead of widening the page.
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-sm font-semibold text-slate-600">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
