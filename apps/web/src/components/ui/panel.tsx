import { useId, type ReactNode } from 'react';

/** A titled section of a dashboard page: its heading, a line or two of introduction, then its content. */
export function Panel({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {intro}
      </div>
      {children}
    </section>
  );
}
