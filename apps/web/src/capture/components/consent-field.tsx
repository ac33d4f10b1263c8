type ConsentFieldProps = {
  id: string;
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The required box says so to assistive technology; the optional one stays unticked until chosen. */
  required?: boolean;
  error?: string | undefined;
};

/** A consent box is labelled by the consent text itself: what the guest ticks is what the review stores. */
export function ConsentField({ id, text, checked, onChange, required = false, error }: ConsentFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required ? 'true' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {text}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
