import type { MIN_PASSWORD_LENGTH as CONTRACT_MIN_PASSWORD_LENGTH } from '@venues/contracts/users';
import * as z from 'zod/mini';

/*
 * Schemas carry message *keys* (plus the bound, after a '|'), not sentences: a form error then follows a
 * language switch without revalidating, and one catalogue (locales/<lng>/validation.json) holds the texts.
 *
 * The fields are zod/mini schemas: the sign-in forms use them on the first load of /login, where full zod
 * would cost ~25 KB gzip. They also fit in full-zod objects (`z.object({ phone: phoneField() })`); wrap them
 * functionally there too (`z.optional(phoneField())`), since mini schemas have no chainable methods.
 */
export const validationMessages = {
  required: 'required',
  badEmail: 'badEmail',
  badPassword: (n: number) => `badPassword|${n}`,
  badPhone: 'badPhone',
  minLength: (n: number) => `minLength|${n}`,
  maxLength: (n: number) => `maxLength|${n}`,
} as const;

export type ValidationKey = 'required' | 'badEmail' | 'badPassword' | 'badPhone' | 'minLength' | 'maxLength';

// The contracts' module builds full-zod schemas at import time, so only its type comes in: the literal
// type makes the build fail if the two ever differ.
export const MIN_PASSWORD_LENGTH: typeof CONTRACT_MIN_PASSWORD_LENGTH = 6;

export function parseValidationMessage(message: string): { key: ValidationKey; n?: number } {
  const [key, bound] = message.split('|');
  const known: readonly string[] = [
    'required',
    'badEmail',
    'badPassword',
    'badPhone',
    'minLength',
    'maxLength',
  ];
  if (!key || !known.includes(key)) return { key: 'required' };
  return bound === undefined
    ? { key: key as ValidationKey }
    : { key: key as ValidationKey, n: Number(bound) };
}

export const requiredString = () => z.string().check(z.trim(), z.minLength(1, validationMessages.required));

export const emailField = () =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, validationMessages.required)),
    z.email(validationMessages.badEmail),
  );

export const passwordField = () =>
  z
    .string()
    .check(
      z.minLength(1, validationMessages.required),
      z.minLength(MIN_PASSWORD_LENGTH, validationMessages.badPassword(MIN_PASSWORD_LENGTH)),
    );

// Italian and international numbers: optional +, then 6 to 15 digits with common separators.
export const phoneField = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, validationMessages.required),
    z.regex(/^\+?[0-9][0-9 ().-]{5,19}$/, validationMessages.badPhone),
    z.refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 6 && digits <= 15;
    }, validationMessages.badPhone),
  );

export const boundedString = (min: number, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, validationMessages.required),
      z.minLength(min, validationMessages.minLength(min)),
      z.maxLength(max, validationMessages.maxLength(max)),
    );
