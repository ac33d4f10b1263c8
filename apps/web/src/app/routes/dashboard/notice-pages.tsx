import { useTranslation } from 'react-i18next';
import { FeatureUnavailable } from '@/components/layout/feature-unavailable';
import { DashboardPage } from './dashboard-page';

export function ReportRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('pages.report')}>
      <FeatureUnavailable />
    </DashboardPage>
  );
}
