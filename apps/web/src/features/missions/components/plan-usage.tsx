import { useTranslation } from 'react-i18next';
import '../texts';

/** "2 of 5 live missions on your plan"; live means running or scheduled, not paused and not over. */
export function PlanUsage({ live, limit }: { live: number; limit: number | null }) {
  const { t } = useTranslation('missions');
  return (
    <p className="text-sm font-medium text-slate-600 tabular-nums">
      {limit === null ? t('plan.unlimited', { count: live }) : t('plan.usage', { count: live, max: limit })}
    </p>
  );
}
