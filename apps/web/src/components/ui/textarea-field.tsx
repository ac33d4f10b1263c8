import clsx from 'clsx';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { focusRing } from './button';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  labelSuffix?: ReactNode;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field; its error, else its hint, describes it. */
export function TextareaField({ label, labelSuffix, error, hint, id, ref, ...textarea }: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
        {labelSuffix}
      </label>
      <textarea
        id={fieldId}
        ref={ref}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'min-h-20 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
          focusRing,
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...textarea}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${fieldId}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
