import { useTranslation } from 'react-i18next';
import { SkeletonText } from '@/components/ui/skeleton';
import '../texts';

const USAGE = 'text-sm font-medium text-slate-600 tabular-nums';

/** The line of PlanUsage while the missions or the plan load, of its height. */
export function PlanUsageSkeleton() {
  return <SkeletonText className={USAGE} width="w-56" />;
}

/** "2 of 5 live missions on your plan"; live means running or scheduled, not paused and not over. */
export function PlanUsage({ live, limit }: { live: number; limit: number | null }) {
  const { t } = useTranslation('missions');
  return (
    <p className={USAGE}>
      {limit === null ? t('plan.unlimited', { count: live }) : t('plan.usage', { count: live, max: limit })}
    </p>
  );
}
