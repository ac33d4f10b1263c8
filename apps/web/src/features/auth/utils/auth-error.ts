import type enErrors from '@/locales/en/errors.json';

export type AuthErrorCode = keyof typeof enErrors.auth;
export type AuthErrorKey = `auth.${AuthErrorCode}` | 'generic';

/**
 * The i18n key (namespace `errors`) for anything a Firebase Auth call threw. Codes look like
 * `auth/popup-blocked`; a non-Firebase error gets the generic message. A Firebase code the catalogue does not
 * know yet keeps its key, and reads as the generic message through the fallback of AuthErrorMessage
 * (the catalogue loads with the first error, so it cannot be asked here).
 */
export function authErrorKey(error: unknown): AuthErrorKey {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : '';
  const name = code.startsWith('auth/') ? code.slice('auth/'.length) : '';
  return name ? `auth.${name as AuthErrorCode}` : 'generic';
}
