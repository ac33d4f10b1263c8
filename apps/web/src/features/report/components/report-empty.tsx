import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { TrendIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import '../texts';

/** No review, visit or scan in the period: what that means, and where the first ones come from. */
export function ReportEmpty({ periodLabel }: { periodLabel: string }) {
  const { t } = useTranslation('report');
  return (
    <EmptyState
      title={t('empty.title', { period: periodLabel })}
      action={{ kind: 'internal', label: t('empty.cta'), to: paths.dashboard.qrcode.getHref() }}
      icon={<TrendIcon className="size-10" />}
    >
      <p>{t('empty.body')}</p>
    </EmptyState>
  );
}
