import { useCallback } from 'react';
import { useValidationMessage } from './use-validation-message';

/** The sentence for a form field's error, from its message key. */
export function useFieldError() {
  const message = useValidationMessage();
  return useCallback(
    (error: { message?: string | undefined } | undefined): string | undefined => message(error?.message),
    [message],
  );
}
