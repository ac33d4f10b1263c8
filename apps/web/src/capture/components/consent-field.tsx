type ConsentFieldProps = {
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
};

/** The consent box is labelled by the consent text itself: what the guest ticks is what the review stores. */
export function ConsentField({ text, checked, onChange, error }: ConsentFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id="consent"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consent-error' : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        />
        <label htmlFor="consent" className="text-sm text-slate-700">
          {text}
        </label>
      </div>
      {error && (
        <p id="consent-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
