import clsx from 'clsx';
import { useId, type ReactNode, type Ref } from 'react';

type SwitchFieldProps = {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Under the hint, e.g. why the switch is disabled and where to change that. */
  note?: ReactNode;
  name?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox drawn as a switch: a native input, so Space toggles it and the label and hint describe it. */
export function SwitchField({ label, hint, checked, onChange, disabled, note, name, ref }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label
          htmlFor={id}
          className={clsx('text-sm font-medium', disabled ? 'text-slate-500' : 'text-slate-900')}
        >
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
        {note && (
          <p id={`${id}-note`} className="text-sm text-slate-600">
            {note}
          </p>
        )}
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          ref={ref}
          name={name}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={note ? `${id}-hint ${id}-note` : `${id}-hint`}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className={clsx(
            'h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-teal-700',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-600',
            'peer-disabled:opacity-50',
          )}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
        />
      </span>
    </div>
  );
}
