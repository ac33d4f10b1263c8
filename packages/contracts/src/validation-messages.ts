/*
 * Schemas carry message keys, not sentences, so that one catalogue per language holds the texts and a form
 * error follows a language switch. A key may carry a bound after a colon: 'required', 'maxLength:80'. The
 * API sends the same keys back in a 400's field errors. Free of the schema library, so any bundle may use it.
 */

export const validationKeys = [
  'required',
  'badEmail',
  'badPassword',
  'badPhone',
  'badVat',
  'badSdi',
  'minLength',
  'maxLength',
  'rating',
  'controlChars',
  'min',
  'max',
  'badTime',
  'endBeforeStart',
  'reviewIncentive',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

const SEPARATOR = ':';

/** The message of a failed check: its key, and the bound it was checked against. */
export function validationMessage(key: ValidationKey, bound?: number): string {
  return bound === undefined ? key : `${key}${SEPARATOR}${bound}`;
}

export type ParsedValidationMessage = {
  key: ValidationKey;
  n?: number;
  /** false when the message is no key of ours (a sentence from elsewhere): key is then 'required'. */
  known: boolean;
};

export function parseValidationMessage(message: string): ParsedValidationMessage {
  const [key = '', bound] = message.split(SEPARATOR);
  if (!(validationKeys as readonly string[]).includes(key)) return { key: 'required', known: false };
  const n = bound === undefined ? undefined : Number(bound);
  return n === undefined || Number.isNaN(n)
    ? { key: key as ValidationKey, known: true }
    : { key: key as ValidationKey, n, known: true };
}
