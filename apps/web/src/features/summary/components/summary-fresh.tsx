import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import '../texts';

/** Section 2: a freshly claimed venue has no figures yet; its stats are being prepared. */
export function SummaryFresh({ restaurantName }: { restaurantName: string }) {
  const { t } = useTranslation('summary');
  return (
    <EmptyState
      title={t('fresh.title')}
      action={{ kind: 'internal', label: t('fresh.cta'), to: paths.dashboard.reviews.getHref() }}
      icon={
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M4 19V5M4 19h16M8 15l3-4 3 2 5-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      }
    >
      <p>{t('fresh.body', { restaurant: restaurantName })}</p>
    </EmptyState>
  );
}
