import { FlagIcon } from '@/components/layout/flag-icon';
import { focusRing } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';

/** The dashboard's toggle, on the capture page's own i18n: the flag of the language it switches to. */
export function LanguageToggle() {
  const { t, language, setLanguage } = useI18n();
  const next = language === 'it' ? 'en' : 'it';
  return (
    <button
      type="button"
      aria-label={t('changeLanguage')}
      title={t('switchTo', { language: t(`languages.${next}`) })}
      onClick={() => setLanguage(next)}
      className={`flex size-11 shrink-0 items-center justify-center rounded-lg text-xl hover:bg-slate-100 ${focusRing}`}
    >
      <FlagIcon language={next} />
    </button>
  );
}
