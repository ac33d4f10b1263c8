import { useTranslation } from 'react-i18next';
import { RECENT_DAYS } from '@venues/contracts/clock';
import { DaysNote } from '@/components/ui/days-note';
import '../texts';

/** Greets by first name only: 'Giulia', not 'Giulia Rossi'. */
export function SummaryWelcome({ name, restaurantName }: { name: string | null; restaurantName: string }) {
  const { t } = useTranslation('summary');
  const firstName = name?.trim().split(/\s+/)[0];
  return (
    <div className="flex flex-col gap-1">
      <div className="text-lg font-semibold text-slate-800">
        {firstName ? t('welcome', { name: firstName }) : t('welcomeAnonymous')}
      </div>
      <p className="text-sm text-slate-600">{t('subtitle', { restaurant: restaurantName })}</p>
      <DaysNote days={RECENT_DAYS} />
    </div>
  );
}
