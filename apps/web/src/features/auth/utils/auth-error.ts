import enErrors from '@/locales/en/errors.json';

export type AuthErrorCode = keyof typeof enErrors.auth;

const knownCodes = new Set<string>(Object.keys(enErrors.auth));

/**
 * The i18n key (namespace `errors`) for anything a Firebase Auth call threw. Codes look like
 * `auth/popup-blocked`; an unknown code or a non-Firebase error gets the generic message.
 */
export function authErrorKey(error: unknown): `auth.${AuthErrorCode}` | 'generic' {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : '';
  const name = code.startsWith('auth/') ? code.slice('auth/'.length) : '';
  return knownCodes.has(name) ? `auth.${name as AuthErrorCode}` : 'generic';
}
