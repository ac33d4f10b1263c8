import { useId, type ReactNode, type Ref } from 'react';

/**
 * A titled section of a dashboard page, on a card: its heading (with, beside it, a figure such as a count),
 * a line or two on what it is for, then its content. Given a `headingRef`, the heading takes the focus
 * when what had it goes away, such as a removed row.
 */
export function SectionCard({
  title,
  intro,
  aside,
  busy,
  headingRef,
  children,
}: {
  title: string;
  intro: ReactNode;
  aside?: ReactNode;
  busy?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <h2
      id={titleId}
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className="text-lg font-semibold text-slate-900 outline-none"
    >
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        {aside ? (
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        <div className="flex flex-col gap-1 text-sm text-slate-600">{intro}</div>
      </div>
      {children}
    </section>
  );
}
