import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import '../texts';

/** No review, visit or scan in the period: what that means, and where the first ones come from. */
export function ReportEmpty({ periodLabel }: { periodLabel: string }) {
  const { t } = useTranslation('report');
  return (
    <EmptyState
      title={t('empty.title', { period: periodLabel })}
      action={{ kind: 'internal', label: t('empty.cta'), to: paths.dashboard.qrcode.getHref() }}
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
      <p>{t('empty.body')}</p>
    </EmptyState>
  );
}
