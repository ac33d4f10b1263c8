import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import enValidation from '@/locales/en/validation.json';
import itAuth from '@/locales/it/auth.json';
import itCommon from '@/locales/it/common.json';
import itErrors from '@/locales/it/errors.json';
import itValidation from '@/locales/it/validation.json';
import { languageDetector } from './language-detector';

export const resources = {
  en: { common: enCommon, auth: enAuth, errors: enErrors, validation: enValidation },
  it: { common: itCommon, auth: itAuth, errors: itErrors, validation: itValidation },
} as const;

export const supportedLanguages = ['it', 'en'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export function currentLanguage(): SupportedLanguage {
  return i18n.resolvedLanguage === 'it' ? 'it' : 'en';
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng.startsWith('it') ? 'it' : 'en';
});

void i18n
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: supportedLanguages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common', 'auth', 'errors', 'validation'],
    interpolation: { escapeValue: false },
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
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, bundles[language], true, false);
  }
}

export { i18n };
