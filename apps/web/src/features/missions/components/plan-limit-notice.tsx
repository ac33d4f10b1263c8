import { useTranslation } from 'react-i18next';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import '../texts';

/** Why no more missions can go live, and where the plans with more are. */
export function PlanLimitNotice({ limit }: { limit: number | null }) {
  const { t } = useTranslation('missions');
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <div className="font-semibold">{t('plan.limitTitle')}</div>
      <p>{limit === null ? t('plan.refused') : t('plan.limitBody', { count: limit })}</p>
      <TextLink to={paths.dashboard.plans.getHref()} className="self-start">
        {t('plan.seePlans')}
      </TextLink>
    </div>
  );
}
