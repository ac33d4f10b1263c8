import { useTranslation } from 'react-i18next';
import { FeatureUnavailable } from '@/components/layout/feature-unavailable';
import { DashboardPage } from './dashboard-page';

export function QrCodeRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('pages.qrcode')}>
      <FeatureUnavailable />
    </DashboardPage>
  );
}

export function ReportRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('pages.report')}>
      <FeatureUnavailable />
    </DashboardPage>
  );
}
