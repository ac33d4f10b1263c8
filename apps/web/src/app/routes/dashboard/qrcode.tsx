import { useTranslation } from 'react-i18next';
import { QrStudio } from '@/features/qr-studio/components/qr-studio';
import { useCurrentClaim } from '@/hooks/use-current-claim';
import { DashboardPage } from '@/components/layout/dashboard-page';
import '@/features/qr-studio/texts';

export function QrCodeRoute() {
  const { t } = useTranslation('qr');
  const claim = useCurrentClaim();
  return (
    <DashboardPage title={t('title')} intro={<p className="text-sm text-slate-600">{t('subtitle')}</p>}>
      <QrStudio
        key={claim?.restaurant.id}
        placeId={claim?.restaurant.id}
        venueName={claim?.restaurant.name ?? ''}
      />
    </DashboardPage>
  );
}
