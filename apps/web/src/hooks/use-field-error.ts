import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@/lib/validation';

/** Turns a schema's message key (see lib/validation.ts) into the sentence of the current language. */
export function useFieldError() {
  const { t } = useTranslation('validation');
  return useCallback(
    (error: { message?: string | undefined } | undefined): string | undefined => {
      if (!error?.message) return undefined;
      const { key, n } = parseValidationMessage(error.message);
      return t(key, { n });
    },
    [t],
  );
}
