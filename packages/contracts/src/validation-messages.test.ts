import { describe, expect, it } from 'vitest';
import { businessProfileSchema } from './business-profile';
import { parseValidationMessage, validationMessage } from './validation-messages';

describe('validation message keys', () => {
  it('writes a key with its bound after a colon, and reads it back', () => {
    expect(validationMessage('required')).toBe('required');
    expect(validationMessage('maxLength', 80)).toBe('maxLength:80');
    expect(parseValidationMessage('maxLength:80')).toEqual({ key: 'maxLength', n: 80, known: true });
    expect(parseValidationMessage('badVat')).toEqual({ key: 'badVat', known: true });
  });

  it('tells a sentence from elsewhere apart from a key', () => {
    expect(parseValidationMessage("Passwords don't match")).toEqual({ key: 'required', known: false });
    expect(parseValidationMessage('minLength|3').known).toBe(false);
  });

  it('is what the contracts schemas say', () => {
    const result = businessProfileSchema.safeParse({
      companyName: 'a',
      vat: 'x',
      phone_number: '1',
      pec: 'no',
      address: '',
      sdi: '!',
    });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(parseValidationMessage(message).known).toBe(true);
  });
});
