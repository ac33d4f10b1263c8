import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

type ShownOncePanelProps = {
  title: string;
  /** That this is the only time it is shown. */
  note: string;
  doneLabel: string;
  onDone: () => void;
  /** Beside the content from the small breakpoint up, above it on a phone: a QR code, say. */
  aside?: ReactNode;
  /** What to keep: a text to copy, usually. */
  children: ReactNode;
};

/**
 * Something the server shows once and never again (a secret, a private link): its heading takes focus so a
 * screen reader announces it, and Done removes it from the screen for good.
 */
export function ShownOncePanel({ title, note, doneLabel, onDone, aside, children }: ShownOncePanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4"
    >
      <h3
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold break-words text-slate-900 outline-none"
      >
        {title}
      </h3>
      <p className="text-sm font-medium text-teal-900">{note}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {aside}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {children}
          <Button onClick={onDone} className="self-start">
            {doneLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
