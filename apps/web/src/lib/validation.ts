import { MIN_PASSWORD_LENGTH } from '@venues/contracts/account-rules';
import { validationMessage } from '@venues/contracts/validation-messages';
import * as z from 'zod/mini';

/*
 * The sign-in and profile fields. They are zod/mini schemas: the sign-in forms use them on the first load
 * of /login, where full zod would cost ~25 KB gzip. They also fit in full-zod objects
 * (`z.object({ phone: phoneField() })`); wrap them functionally there too (`z.optional(phoneField())`),
 * since mini schemas have no chainable methods. Their messages are the contracts' keys.
 */

const validationMessages = {
  required: validationMessage('required'),
  badEmail: validationMessage('badEmail'),
  badPassword: (n: number) => validationMessage('badPassword', n),
  badPhone: validationMessage('badPhone'),
  minLength: (n: number) => validationMessage('minLength', n),
  maxLength: (n: number) => validationMessage('maxLength', n),
} as const;

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
