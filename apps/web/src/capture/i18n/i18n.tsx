import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  formatDateTime,
  formatDuration,
  formatMegabytes,
  formatSizeLimit,
  type DurationUnit,
} from '@venues/contracts/format';
import { detectLanguage, LANGUAGE_QUERY, rememberLanguage } from '@/lib/language-detector';
import { languages, translate, type Language, type MessageKey, type Vars } from './messages';

type I18n = {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: MessageKey, vars?: Vars) => string;
};

const I18nContext = createContext<I18n | null>(null);

/** After the guest's own choice, `?lng=` would win again on reload: drop it (replace, no reload). */
function dropLanguageParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_QUERY)) return;
  url.searchParams.delete(LANGUAGE_QUERY);
  window.history.replaceState(window.history.state, '', url);
}

export function I18nProvider({ children, language: initial }: { children: ReactNode; language?: Language }) {
  const [language, setLanguage] = useState<Language>(() => initial ?? detectLanguage(languages));
  useEffect(() => {
    document.documentElement.lang = language;
    rememberLanguage(language);
  }, [language]);
  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage: (next) => {
        setLanguage(next);
        dropLanguageParam();
      },
      t: (key, vars) => translate(language, key, vars),
    }),
    [language],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n needs an <I18nProvider>');
  return i18n;
}

/** Dates, sizes and lengths of time in the guest's language. */
export function useFormat() {
  const { language } = useI18n();
  const date = useCallback((iso: string) => formatDateTime(iso, language), [language]);
  const bytes = useCallback((value: number) => formatMegabytes(value, language), [language]);
  const limit = useCallback((value: number) => formatSizeLimit(value, language), [language]);
  const duration = useCallback(
    (ms: number, unit: DurationUnit) => formatDuration(ms, unit, language),
    [language],
  );
  return { date, bytes, limit, duration };
}
