import { useTranslation } from 'react-i18next';
import { DashboardPage } from './dashboard-page';

export function ReportRoute() {
  const { t } = useTranslation();
  return <DashboardPage title={t('pages.report')}>{null}</DashboardPage>;
}
