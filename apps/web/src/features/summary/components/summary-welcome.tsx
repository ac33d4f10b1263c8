import { useTranslation } from 'react-i18next';
import '../texts';

export function SummaryWelcome({ name, restaurantName }: { name: string | null; restaurantName: string }) {
  const { t } = useTranslation('summary');
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold text-slate-800">
        {name ? t('welcome', { name }) : t('welcomeAnonymous')}
      </p>
      <p className="text-sm text-slate-600">{t('subtitle', { restaurant: restaurantName })}</p>
    </div>
  );
}
