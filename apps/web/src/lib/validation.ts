import { MIN_PASSWORD_LENGTH } from '@venues/contracts/users';
import { z } from 'zod';

/*
 * Schemas carry message *keys* (plus the bound, after a '|'), not sentences: a form error then follows a
 * language switch without revalidating, and one catalogue (locales/<lng>/validation.json) holds the texts.
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

export function parseValidationMessage(message: string): { key: ValidationKey; n?: number } {
  const [key, bound] = message.split('|');
  const known: readonly string[] = ['required', 'badEmail', 'badPassword', 'badPhone', 'minLength', 'maxLength'];
  if (!key || !known.includes(key)) return { key: 'required' };
  return bound === undefined ? { key: key as ValidationKey } : { key: key as ValidationKey, n: Number(bound) };
}

export const requiredString = () => z.string().trim().min(1, validationMessages.required);

export const emailField = () =>
  z.string().trim().min(1, validationMessages.required).pipe(z.email(validationMessages.badEmail));

export const passwordField = () =>
  z
    .string()
    .min(1, validationMessages.required)
    .min(MIN_PASSWORD_LENGTH, validationMessages.badPassword(MIN_PASSWORD_LENGTH));

// Italian and international numbers: optional +, then 6 to 15 digits with common separators.
export const phoneField = () =>
  z
    .string()
    .trim()
    .min(1, validationMessages.required)
    .regex(/^\+?[0-9][0-9 ().-]{5,19}$/, validationMessages.badPhone)
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 6 && digits <= 15;
    }, validationMessages.badPhone);

export const boundedString = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, validationMessages.required)
    .min(min, validationMessages.minLength(min))
    .max(max, validationMessages.maxLength(max));
