import { camelKey } from '@venues/contracts/wire';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiRequestError } from '@/lib/api-error';

/** Which of a refusal's field errors went onto the form's fields, and which match no field of the form. */
export type PlacedFieldErrors<T extends FieldValues> = { placed: FieldPath<T>[]; unplaced: string[] };

/**
 * Puts the field errors of the API's 400 on the form's own fields, where the form shows its own checks'
 * errors. A field error names a field as on the wire: it goes to the field of that name, or of that name
 * camelized. The field gets the error's first message (a validation key, which the field shows in the
 * current language), and the first field placed takes the focus. Any other refusal places nothing: the
 * form says it in its own words, as it does for a field error it has no field for.
 */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): (error: ApiRequestError) => PlacedFieldErrors<T> {
  return useCallback(
    (error) => {
      const result: PlacedFieldErrors<T> = { placed: [], unplaced: [] };
      if (error.status !== 400 || !error.fields) return result;
      for (const [name, messages] of Object.entries(error.fields)) {
        const field = fields.find((candidate) => candidate === name || candidate === camelKey(name));
        const message = messages[0];
        if (!field || message === undefined) {
          result.unplaced.push(name);
          continue;
        }
        setError(field, { type: 'server', message }, { shouldFocus: result.placed.length === 0 });
        result.placed.push(field);
      }
      return result;
    },
    [setError, fields],
  );
}
