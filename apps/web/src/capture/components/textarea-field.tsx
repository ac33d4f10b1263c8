import clsx from 'clsx';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { focusRing } from '@/components/ui/button';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  labelSuffix?: ReactNode;
  counter: string;
  error?: string | undefined;
};

/** A textarea with a character counter, read out with the field (aria-describedby). */
export function TextareaField({ id, label, labelSuffix, counter, error, ...textarea }: TextareaFieldProps) {
  const describedBy = [`${id}-counter`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {labelSuffix}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
          focusRing,
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...textarea}
      />
      <p id={`${id}-counter`} className="self-end text-xs text-slate-600 tabular-nums">
        {counter}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
