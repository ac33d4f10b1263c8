import { useTranslation } from 'react-i18next';

/**
 * What a figure's days are: the last `days` calendar days on the venues' clock, today included. Shown once
 * wherever a figure of such a period is.
 */
export function DaysNote({ days }: { days: number }) {
  const { t } = useTranslation('common');
  return <p className="text-xs text-slate-500">{t('daysNote', { days })}</p>;
}
