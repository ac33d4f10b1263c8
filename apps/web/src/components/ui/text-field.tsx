import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { focusRing } from './button';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown inside the label after its text, e.g. a `RequiredMark` or an "(optional)" note. */
  labelSuffix?: ReactNode;
  /** A line under the field on what to type; it describes the field, and gives way to an error. */
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** The red asterisk after a required field's label (hidden from screen readers, which hear aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600">
      *
    </span>
  );
}

export function TextField({ label, labelSuffix, hint, error, id, className, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
        {labelSuffix}
      </label>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        className={clsx(
          'min-h-10 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
          focusRing,
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
