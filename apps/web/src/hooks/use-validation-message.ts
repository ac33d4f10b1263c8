import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KEYS = ['required', 'minLength', 'maxLength', 'controlChars'] as const;

/** Schema message keys of the contracts ('required', 'minLength:3') in the current language. */
export function useValidationMessage() {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const [key = '', bound] = message.split(/[:|]/);
      if (!(KEYS as readonly string[]).includes(key)) return message;
      return t(key as (typeof KEYS)[number], { n: bound === undefined ? undefined : Number(bound) });
    },
    [t],
  );
}
