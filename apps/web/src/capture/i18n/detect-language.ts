import { readLanguageCookie, writeLanguageCookie } from '@/lib/language-cookie';
import { languages, type Language } from './messages';

// The main app's i18next detector reads and writes the same places, so both pages keep one choice.
const STORAGE_KEY = 'i18nextLng';
const QUERY = 'lng';

function supported(value: string | null | undefined): Language | null {
  const code = value?.toLowerCase().slice(0, 2);
  return languages.find((language) => language === code) ?? null;
}

function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Same order as the main app: ?lng=, cookie, localStorage, sessionStorage, the browser's languages. */
export function detectLanguage(): Language {
  const candidates = [
    new URLSearchParams(window.location.search).get(QUERY),
    readLanguageCookie(),
    fromStorage(() => localStorage),
    fromStorage(() => sessionStorage),
    ...navigator.languages,
  ];
  for (const candidate of candidates) {
    const language = supported(candidate);
    if (language) return language;
  }
  return 'en';
}

/** After the guest's own choice, `?lng=` would win again on reload: drop it (replace, no reload). */
export function dropLanguageParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(QUERY)) return;
  url.searchParams.delete(QUERY);
  window.history.replaceState(window.history.state, '', url);
}

export function rememberLanguage(language: Language): void {
  writeLanguageCookie(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked (private mode): the choice lasts for this page only
  }
}
