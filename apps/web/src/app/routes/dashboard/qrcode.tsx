import { useTranslation } from 'react-i18next';
import { QrStudio } from '@/features/qr-studio/components/qr-studio';
import { useCan, useCurrentVenue } from '@/hooks/use-current-venue';
import { DashboardPage } from '@/components/layout/dashboard-page';
import '@/features/qr-studio/texts';

export function QrCodeRoute() {
  const { t } = useTranslation('qr');
  const venue = useCurrentVenue();
  const canManage = useCan('qr.manage') === true;
  return (
    <DashboardPage title={t('title')} intro={<p className="text-sm text-slate-600">{t('subtitle')}</p>}>
      <QrStudio
        key={venue?.place.id}
        placeId={venue?.place.id}
        venueName={venue?.place.name ?? ''}
        canManage={canManage}
      />
    </DashboardPage>
  );
}
