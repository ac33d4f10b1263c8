import { useId, type ReactNode, type Ref } from 'react';

/** One section of the Integrations page: its heading, a line on what it is for, then its content. */
export function Section({
  title,
  intro,
  busy,
  headingRef,
  children,
}: {
  title: string;
  intro: ReactNode;
  busy?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {title}
        </h2>
        <div className="text-sm text-slate-600">{intro}</div>
      </div>
      {children}
    </section>
  );
}
