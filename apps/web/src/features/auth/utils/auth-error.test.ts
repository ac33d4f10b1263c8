import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { authErrorKey } from './auth-error';
import '../error-texts';

// As AuthErrorMessage reads it: a key the catalogue lacks falls back to the generic text.
const message = (error: unknown, lng = 'en') =>
  i18n.getFixedT(lng, 'errors')([authErrorKey(error), 'generic'] as const);
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('Firebase error → message', () => {
  it.each([
    ['auth/email-already-in-use', 'This email is already registered.'],
    ['auth/too-many-requests', 'Too many requests. Try again in a few minutes.'],
    ['auth/wrong-password', 'Password not valid, try another.'],
    ['auth/invalid-credential', 'Password not valid, try another.'],
    ['auth/user-not-found', 'This user does not exist.'],
  ])('maps %s to its fixed message, word for word', (code, text) => {
    expect(message(firebaseError(code))).toBe(text);
  });

  // Every identity-provider code gets its own message, in both languages.
  it.each([
    'popup-closed-by-user',
    'popup-blocked',
    'cancelled-popup-request',
    'unauthorized-domain',
    'network-request-failed',
    'invalid-api-key',
    'internal-error',
    'web-storage-unsupported',
    'operation-not-supported-in-this-environment',
    'argument-error',
    'invalid-auth-event',
    'auth-domain-config-required',
  ])('has a specific Italian and English message for auth/%s', (code) => {
    const error = firebaseError(`auth/${code}`);
    expect(authErrorKey(error)).toBe(`auth.${code}`);
    const generic = { en: message(new Error('x')), it: message(new Error('x'), 'it') };
    expect(message(error)).not.toBe(generic.en);
    expect(message(error, 'it')).not.toBe(generic.it);
    expect(message(error, 'it')).not.toBe(message(error));
  });

  it.each([
    ['an unknown Firebase code', firebaseError('auth/something-new')],
    ['a non-auth code', firebaseError('storage/unknown')],
    ['a plain error', new Error('boom')],
    ['a thrown string', 'boom'],
    ['null', null],
  ])('falls back to the generic message for %s', (_, error) => {
    expect(message(error)).toBe('An unexpected error occurred, please contact support');
  });
});
