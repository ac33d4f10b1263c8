import { elideItalianArticles } from '@venues/contracts/italian';
import i18n, { type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '@/locales/en/common.json';
import itCommon from '@/locales/it/common.json';
import { FALLBACK_LANGUAGE, languageDetector } from './language-detector';

export const resources = {
  en: { common: enCommon },
  it: { common: itCommon },
} as const;

export const supportedLanguages = ['it', 'en'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export function currentLanguage(): SupportedLanguage {
  return i18n.resolvedLanguage === 'it' ? 'it' : 'en';
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng.startsWith('it') ? 'it' : 'en';
});

/** Texts put a date or a figure after an article ('il {{date}}'); Italian elides it before '8', '11'… */
const italianElision: PostProcessorModule = {
  type: 'postProcessor',
  name: 'italianElision',
  process: (value, _key, options, translator: { language?: string }) => {
    const language = typeof options.lng === 'string' ? options.lng : translator.language;
    return language?.startsWith('it') ? elideItalianArticles(value) : value;
  },
};

void i18n
  .use(languageDetector)
  .use(italianElision)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: supportedLanguages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    postProcess: ['italianElision'],
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });

/**
 * Feature texts load with their feature's chunk, not with the first page: a feature module calls this
 * at import time with both languages of its namespace.
 */
export function addNamespace(ns: string, bundles: Record<SupportedLanguage, Record<string, unknown>>): void {
  for (const language of supportedLanguages) {
    if (!i18n.hasResourceBundle(language, ns))
      i18n.addResourceBundle(language, ns, bundles[language], true, false);
  }
}

export { i18n };
