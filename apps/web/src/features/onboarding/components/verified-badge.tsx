import { useTranslation } from 'react-i18next';
import { VerifiedIcon } from '@/components/ui/icons';
import '../i18n';

export function VerifiedBadge() {
  const { t } = useTranslation('onboarding');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
      <VerifiedIcon className="size-3.5" />
      {t('search.alreadyVerified')}
    </span>
  );
}
