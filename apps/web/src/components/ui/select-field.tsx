import clsx from 'clsx';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { focusRing } from './button';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** Shown for screen readers only, when the field's purpose is plain from what stands beside it. */
  hideLabel?: boolean;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

/** A labelled native select, as TextField is a labelled input: its error below it, in red. */
export function SelectField({
  label,
  hideLabel,
  error,
  id,
  className,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label
        htmlFor={selectId}
        className={clsx('text-sm font-medium text-slate-800', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'min-h-10 w-full min-w-0 rounded-lg border bg-white px-2 py-2 text-base text-slate-900 sm:text-sm',
          focusRing,
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
