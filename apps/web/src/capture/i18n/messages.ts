import { elideItalianArticles } from '@venues/contracts/italian';
import en from '@/locales/en/capture.json';
import it from '@/locales/it/capture.json';

export const languages = ['it', 'en'] as const;
export type Language = (typeof languages)[number];

type Messages = typeof en;
// Typed as the English catalogue: a key missing from the Italian one fails the build.
const catalogues: Record<Language, Messages> = { en, it };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;
export type Vars = Record<string, string | number>;

function lookup(language: Language, key: string): string {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : key;
}

/** The capture page's own i18n: its catalogue and `{{name}}` placeholders, without i18next's weight. */
export function translate(language: Language, key: MessageKey, vars?: Vars): string {
  const text = lookup(language, key);
  if (!vars) return text;
  const filled = text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
  // As the main app's i18next does: 'inviata il {{date}}' reads "inviata l'8 mar".
  return language === 'it' ? elideItalianArticles(filled) : filled;
}
