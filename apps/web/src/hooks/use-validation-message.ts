import { parseValidationMessage } from '@venues/contracts/validation-messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/validation-texts';

/**
 * A schema's or the API's message key ('required', 'minLength:3') as the sentence of the current language;
 * a message that is no key of ours is shown as it came.
 */
export function useValidationMessage() {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const { key, n, known } = parseValidationMessage(message);
      return known ? t(key, { n }) : message;
    },
    [t],
  );
}
