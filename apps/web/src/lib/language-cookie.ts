/*
 * The visitor's language choice, in a cookie as well as in localStorage: the server reads the cookie to
 * draw the first screen in that language, before any script runs. The detector (language-detector.ts)
 * reads it second, after ?lng=.
 */
export const LANGUAGE_COOKIE = 'i18next';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(): string | null {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(LANGUAGE_COOKIE.length + 1)) : null;
}

export function writeLanguageCookie(language: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
