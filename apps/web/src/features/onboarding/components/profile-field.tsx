import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import '../i18n';

type ProfileFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A text field that shows the required asterisk (hidden from screen readers, which hear aria-required). */
export function ProfileField({ label, error, required, className, ref, ...input }: ProfileFieldProps) {
  const { t } = useTranslation('onboarding');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-slate-500">({t('profile.optional')})</span>
        )}
      </label>
      <input
        id={inputId}
        ref={ref}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'min-h-10 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
          focusRing,
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
