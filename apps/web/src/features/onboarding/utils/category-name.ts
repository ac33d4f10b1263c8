import type { Category } from '@venues/contracts/places';
import type { SupportedLanguage } from '@/lib/i18n';
import en from '@/locales/en/categories.json';
import it from '@/locales/it/categories.json';

const names: Record<SupportedLanguage, Record<string, string>> = { en, it };

/**
 * A category keeps one stable English name in the database (unique with its type, and what the seed and the
 * API match on); the web shows it in the UI language from locales/<lng>/categories.json. The catalogue is
 * keyed by that name rather than read through i18next's t(), whose key and namespace separators ('.', ':')
 * would misread a stored name. A name the catalogue does not know shows as stored.
 */
export function categoryName(category: Pick<Category, 'name'>, language: string | undefined): string {
  return names[language?.startsWith('it') ? 'it' : 'en'][category.name] ?? category.name;
}
