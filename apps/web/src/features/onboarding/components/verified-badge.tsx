import { useTranslation } from 'react-i18next';
import '../i18n';

export function VerifiedBadge() {
  const { t } = useTranslation('onboarding');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
        <path d="M10 1.5l2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L10 18.5l-2.2-1.6-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1L10 1.5zm3.2 6.2a.8.8 0 0 0-1.1-1.1L9 9.7 7.9 8.6a.8.8 0 1 0-1.1 1.1l1.6 1.7c.3.3.8.3 1.1 0l3.7-3.7z" />
      </svg>
      {t('search.alreadyVerified')}
    </span>
  );
}
