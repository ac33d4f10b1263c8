import { isPassCode, normalizePassCode } from '@venues/contracts/missions-rules';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { BigButton } from './big-button';

/**
 * The pass's code as the guest reads it out or shows it: spaces, dashes, lower case and the pass's whole
 * URL are all fine. Only a well-formed code is looked up.
 */
export function CodeForm({ onCode, autoFocus }: { onCode: (code: string) => void; autoFocus: boolean }) {
  const { t } = useTranslation('redeem');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizePassCode(value);
    if (code === '') setError(t('code.required'));
    else if (!isPassCode(code)) setError(t('code.invalid'));
    else onCode(code);
    if (code === '' || !isPassCode(code)) inputRef.current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor={id} className="text-lg font-semibold text-slate-900">
        {t('code.label')}
      </label>
      <p id={`${id}-hint`} className="-mt-2 text-base text-slate-600">
        {t('code.hint')}
      </p>
      <input
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        placeholder="ACDE 3479"
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(`${id}-hint`, error && `${id}-error`)}
        className={clsx(
          'min-h-16 rounded-xl border-2 bg-white px-4 font-mono text-3xl tracking-widest text-slate-900 uppercase',
          'placeholder:text-slate-300',
          focusRing,
          error ? 'border-red-500' : 'border-slate-300',
        )}
      />
      {error && (
        <p id={`${id}-error`} className="text-base font-medium text-red-700">
          {error}
        </p>
      )}
      <BigButton type="submit" tone="secondary">
        {t('code.submit')}
      </BigButton>
    </form>
  );
}
