import { useTranslation } from 'react-i18next';
import { MissionsList } from '@/features/missions/components/missions-list';
import { useCurrentClaim } from '@/hooks/use-current-claim';
import { DashboardPage } from '@/components/layout/dashboard-page';

export function MissionsRoute() {
  const { t } = useTranslation('missions');
  const claim = useCurrentClaim();
  return (
    <DashboardPage title={t('title')} intro={<p className="text-sm text-slate-600">{t('subtitle')}</p>}>
      <MissionsList placeId={claim?.restaurant.id} />
    </DashboardPage>
  );
}
