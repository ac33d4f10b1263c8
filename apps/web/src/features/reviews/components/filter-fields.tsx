import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/button';

/** The filter bar's fields: a label above a native control that fills its grid cell. */
const CONTROL =
  'min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-2 text-base text-slate-900 sm:text-sm';

export function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(CONTROL, focusRing)}
      >
        {children}
      </select>
    </div>
  );
}

export function DateInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={clsx(CONTROL, focusRing)}
      />
    </div>
  );
}
