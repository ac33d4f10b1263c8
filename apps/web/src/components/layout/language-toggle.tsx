import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { useChangeLanguage } from '@/hooks/use-change-language';
import { FlagIcon } from './flag-icon';

/**
 * Shows the flag of the language it switches to. Its accessible name is fixed, 'change launguage' in both
 * languages, spelling included; what it does is the description and the tooltip, in the current language.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const next = i18n.resolvedLanguage === 'it' ? 'en' : 'it';
  const descriptionId = useId();
  return (
    <>
      <button
        type="button"
        aria-label={t('changeLanguage')}
        aria-describedby={descriptionId}
        title={t('switchLanguage')}
        onClick={() => changeLanguage(next)}
        className={`flex size-10 items-center justify-center rounded-lg text-xl hover:bg-slate-100 ${focusRing}`}
      >
        <FlagIcon language={next} />
      </button>
      <span id={descriptionId} hidden>
        {t('switchLanguage')}
      </span>
    </>
  );
}
