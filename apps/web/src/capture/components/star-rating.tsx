import { RequiredMark } from '@/components/ui/text-field';
import { useI18n } from '../i18n/i18n';

type StarRatingProps = {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number | null) => void;
  required?: boolean;
  error?: string | undefined;
};

const stars = [1, 2, 3, 4, 5] as const;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`size-8 ${filled ? 'text-amber-500' : 'text-slate-300'}`}
    >
      <path
        fill="currentColor"
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
      />
    </svg>
  );
}

/**
 * Five native radios (arrow keys move between them), drawn as stars; the optional ones can be cleared. Each
 * radio covers its star, transparent, so a tap or a click lands on the input itself.
 */
export function StarRating({ name, legend, value, onChange, required = false, error }: StarRatingProps) {
  const { t } = useI18n();
  const errorId = `${name}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-1"
    >
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required ? (
          <RequiredMark />
        ) : (
          <span className="font-normal text-slate-600"> {t('form.optional')}</span>
        )}
      </legend>
      <div className="flex flex-wrap items-center gap-1">
        {stars.map((n) => (
          <label
            key={n}
            className="relative flex size-11 items-center justify-center rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-teal-600"
          >
            <input
              id={`${name}-${n}`}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t(n === 1 ? 'form.starOne' : 'form.starOther', { aspect: legend, n })}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star filled={value !== null && n <= value} />
          </label>
        ))}
        {!required && value !== null && (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('form.clearLabel', { aspect: legend })}
            className="ml-1 min-h-11 rounded-lg px-3 text-sm font-medium text-teal-800 underline hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            {t('form.clear')}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
