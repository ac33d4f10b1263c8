import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { i18n } from './i18n';
import './validation-texts';
import { parseValidationMessage } from '@venues/contracts/validation-messages';
import { boundedString, emailField, passwordField, phoneField } from './validation';

function firstMessage(schema: z.ZodMiniType, value: unknown, lng = 'en'): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const { key, n } = parseValidationMessage(result.error.issues[0]?.message ?? '');
  return i18n.getFixedT(lng, 'validation')(key, { n });
}

describe('validation messages', () => {
  it('requires a value', () => {
    expect(firstMessage(emailField(), '   ')).toBe('This field is required');
    expect(firstMessage(emailField(), '', 'it')).toBe('Questo campo è obbligatorio');
  });

  it('checks the email format', () => {
    expect(firstMessage(emailField(), 'not-an-email')).toBe('Enter a valid email address');
    expect(firstMessage(emailField(), ' owner@demo.test ')).toBeUndefined();
  });

  it('asks for at least 6 password characters', () => {
    expect(firstMessage(passwordField(), '12345')).toBe('Password must contain at least 6 characters');
    expect(firstMessage(passwordField(), '123456')).toBeUndefined();
    expect(firstMessage(passwordField(), '')).toBe('This field is required');
  });

  it('checks phone numbers', () => {
    expect(firstMessage(phoneField(), 'abc')).toBe('Enter a valid phone number');
    expect(firstMessage(phoneField(), '+39 12')).toBe('Enter a valid phone number');
    expect(firstMessage(phoneField(), '02 1234 5678 9012 3456')).toBe('Enter a valid phone number');
    expect(firstMessage(phoneField(), '+39 02 1234567')).toBeUndefined();
  });

  it('reports length bounds with their number', () => {
    expect(firstMessage(boundedString(3, 5), 'ab')).toBe('Minimum length: 3 characters');
    expect(firstMessage(boundedString(3, 5), 'abcdef')).toBe('Maximum length: 5 characters');
    expect(firstMessage(boundedString(3, 5), 'abcdef', 'it')).toBe('Lunghezza massima: 5 caratteri');
  });
});
