import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { FlagIcon } from './flag-icon';

/** Shows the flag of the language it switches to. The detector caches the choice in localStorage. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = i18n.resolvedLanguage === 'it' ? 'en' : 'it';
  return (
    <button
      type="button"
      aria-label={t('changeLanguage')}
      title={t('switchTo', { language: t(`languages.${next}`) })}
      onClick={() => void i18n.changeLanguage(next)}
      className={`flex size-10 items-center justify-center rounded-lg text-xl hover:bg-slate-100 ${focusRing}`}
    >
      <FlagIcon language={next} />
    </button>
  );
}
