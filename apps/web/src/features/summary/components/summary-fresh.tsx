import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { TrendIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import '../texts';

/** A freshly claimed venue has no figures yet: its stats are being prepared. */
export function SummaryFresh({ restaurantName }: { restaurantName: string }) {
  const { t } = useTranslation('summary');
  return (
    <EmptyState
      title={t('fresh.title')}
      action={{ kind: 'internal', label: t('fresh.cta'), to: paths.dashboard.reviews.getHref() }}
      icon={<TrendIcon className="size-10" />}
    >
      <p>{t('fresh.body', { restaurant: restaurantName })}</p>
    </EmptyState>
  );
}
