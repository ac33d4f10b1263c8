import type { LanguageDetectorModule } from 'i18next';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie';

/*
 * The visitor's language, one rule for the dashboard and the capture page: ?lng=, the i18next cookie,
 * localStorage, sessionStorage, then the browser's languages; the first one supported wins, and English
 * when none is. The choice is kept in the cookie, which the server reads to draw the first screen, and in
 * localStorage. i18next-browser-languagedetector did the same for ~2.3 KB gzip of the /login first load.
 */
export const LANGUAGE_QUERY = 'lng';
export const FALLBACK_LANGUAGE = 'en' as const;
const STORAGE_KEY = 'i18nextLng';

function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/** The languages the visitor asked for, the strongest first. */
export function languageCandidates(): string[] {
  return [
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    readLanguageCookie(),
    fromStorage(() => localStorage),
    fromStorage(() => sessionStorage),
    ...(navigator.languages ?? []),
  ].filter((candidate): candidate is string => Boolean(candidate));
}

/** The first candidate among `supported` ('it-IT' is 'it'), else English. */
export function detectLanguage<L extends string>(supported: readonly L[]): L | typeof FALLBACK_LANGUAGE {
  for (const candidate of languageCandidates()) {
    const code = candidate.toLowerCase().slice(0, 2);
    const language = supported.find((option) => option === code);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

export function rememberLanguage(language: string): void {
  writeLanguageCookie(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // the choice lasts for this page only
  }
}

/** For i18next, which picks the first supported candidate itself and falls back to `fallbackLng`. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: languageCandidates,
  cacheUserLanguage: rememberLanguage,
};
