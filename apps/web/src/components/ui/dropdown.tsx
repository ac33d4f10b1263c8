import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { focusRing } from './button';

/**
 * A disclosure popup: a button that shows a panel of links and buttons below it. Escape, a click outside,
 * Tab out of it or choosing an item (through `close`) hides it again.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  className,
  triggerClassName,
  panelClassName,
  align = 'end',
  children,
}: {
  trigger: ReactNode;
  triggerLabel?: string;
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={clsx('relative', className)}
      onBlur={(event) => {
        // relatedTarget is null for a click on nothing focusable; the pointer handler decides those.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={clsx('flex items-center gap-2 rounded-lg', focusRing, triggerClassName)}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={panelId}
          className={clsx(
            'absolute top-full z-40 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg',
            align === 'end' ? 'right-0' : 'left-0',
            panelClassName,
          )}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
